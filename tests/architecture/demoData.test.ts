import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(__dirname, '..', '..');
const demo = join(root, 'demo');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a source file imports (static and dynamic), as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    ([, specifier]) => specifier!,
  );
}

/**
 * The demo town is data the loaders put into an empty store (`npm start`'s demo entry, the
 * emulators' seeding, tests): the app itself (core, the hosts, the web app) never carries it, so
 * a real town's build and hosts hold nothing of Sonapur.
 */
describe('the demo town is loaded, never built in', () => {
  const appFolders = ['core/src', 'server/src', 'functions/src', 'web/src'];

  test.each(appFolders)('%s imports nothing from demo/', (folder) => {
    const found: string[] = [];
    for (const file of sources(join(root, folder))) {
      for (const specifier of importsOf(file)) {
        const intoDemo = specifier.startsWith('.')
          ? resolve(dirname(file), specifier).startsWith(`${demo}`)
          : specifier.startsWith('@town/demo');
        if (intoDemo) found.push(`${relative(root, file)}: ${specifier}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('the demo imports the app only through its public modules and the host it starts', () => {
    const found: string[] = [];
    for (const file of sources(demo)) {
      for (const specifier of importsOf(file)) {
        const ok =
          specifier.startsWith('.') ||
          specifier.startsWith('@town/core') ||
          specifier.startsWith('../server/src') ||
          ['zod', 'node:', '@jest'].some((prefix) => specifier.startsWith(prefix));
        if (!ok) found.push(`${relative(root, file)}: ${specifier}`);
      }
    }
    expect(found).toEqual([]);
  });
});
