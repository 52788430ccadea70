import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * The stylesheets of each area's screens (web/src/screens/<area>/), from Vite's build manifest.
 * A screen's styles arrive with its code chunk; a page the host rendered shows that screen
 * before its code runs, so its styles must be linked into the page or it would shift later.
 */
export function areaStylesheets(webRoot: string): (areas: readonly string[]) => string[] {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const stylesOf = (key: string, seen: Set<string>, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) into.add(`/${css}`);
    for (const imported of chunk.imports ?? []) stylesOf(imported, seen, into);
  };
  const byArea = new Map<string, string[]>();
  const ofArea = (area: string): string[] => {
    let styles = byArea.get(area);
    if (!styles) {
      const found = new Set<string>();
      const seen = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) {
        if (chunk.isDynamicEntry && key.startsWith(`src/screens/${area}/`)) {
          stylesOf(key, seen, found);
        }
      }
      styles = [...found];
      byArea.set(area, styles);
    }
    return styles;
  };
  return (areas) => [...new Set(areas.flatMap(ofArea))];
}
