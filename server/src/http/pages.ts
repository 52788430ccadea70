import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Clock } from '@town/core';
import {
  type BuildManifest,
  createHostPages,
  privatePageCacheControl,
  type RenderedPages,
  type WebRenderer,
} from '../../../web/src/render/hostPages';

export {
  neutralShell,
  type PageRequest,
  type RenderedPages,
  shellVersionHeader,
} from '../../../web/src/render/hostPages';

/**
 * Cache-Control of a page: every page is revalidated (its data changes with any action); one
 * whose address names someone's order, booking or phone is kept by no shared cache either.
 */
export const pageCacheControl = (page: { privateAddress: boolean } | null | undefined) =>
  page?.privateAddress ? privatePageCacheControl : 'no-cache';

export interface PagesOptions {
  webRoot: string;
  rendererFile: string;
  clock: Clock;
  /** Runs a public read as a visitor. */
  read(name: string, params: Record<string, string>): Promise<unknown>;
  log(line: string): void;
  /** How many rendered pages are kept (the least recently made go first). */
  maxPages?: number;
  /** How long a page is kept when nothing changed: its "open now" and "next bus" age. */
  maxAgeMs?: number;
}

/**
 * Server-rendered public pages for the local host: the web app's renderer and the web build's
 * page and shell templates and manifest, loaded once from the web root, with the shared page
 * cache of web/src/render/hostPages.ts (dropped on any successful action, see app.ts).
 * Null when the web build has no renderer or no templates (the shell serves every page).
 */
export function createRenderedPages(options: PagesOptions): RenderedPages | null {
  const templateFile = join(options.webRoot, 'page.html');
  const shellFile = join(options.webRoot, 'app.html');
  if (![options.rendererFile, templateFile, shellFile].every((file) => existsSync(file))) {
    return null;
  }
  // The renderer is CommonJS with its packages inside: required by path, outside any bundler.
  const renderer = createRequire(options.rendererFile)(options.rendererFile) as WebRenderer;
  const manifestFile = join(options.webRoot, '.vite', 'manifest.json');
  return createHostPages({
    renderer,
    template: readFileSync(templateFile, 'utf8'),
    shellTemplate: readFileSync(shellFile, 'utf8'),
    manifest: existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : null,
    now: () => options.clock.now(),
    read: options.read,
    log: options.log,
    ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
    ...(options.maxAgeMs !== undefined ? { maxAgeMs: options.maxAgeMs } : {}),
  });
}
