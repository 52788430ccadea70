import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { demoTown } from '../../demo';

/** The demo town's names as a build could carry them: any case, English and Bengali. */
const demoNames = [demoTown.name.toLowerCase(), demoTown.nameBn];

/**
 * Where a built folder names the demo town: file names and file contents, any case. Empty when
 * the build holds no town, as a build must (the hosts fill the town in at run time).
 */
export function demoTownNamesIn(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const where = relative(folder, path);
      if (demoNames.some((name) => entry.name.toLowerCase().includes(name))) {
        found.push(`${where} (its name)`);
      }
      const text = readFileSync(path).toString('utf8').toLowerCase();
      for (const name of demoNames) {
        const at = text.indexOf(name);
        if (at >= 0) found.push(`${where}: …${text.slice(Math.max(0, at - 40), at + 40)}…`);
      }
    }
  };
  walk(folder);
  return found;
}
