import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * The lint rules that keep the core pure, proved on probe files: a copy of the project's Biome
 * configuration lints files placed where core, its Node adapters and a host would be.
 */
describe('lint enforces the direction of dependencies', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'town-lint-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config));

  function lint(path: string, source: string): string {
    const file = join(sandbox, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, `${source}\nexport const used = probe;\n`);
    try {
      execFileSync(biome, ['lint', '--max-diagnostics=50', path], { cwd: sandbox, stdio: 'pipe' });
      return '';
    } catch (error) {
      const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
      return `${stdout}${stderr}`;
    } finally {
      rmSync(file);
    }
  }

  test.each([
    ["import probe from 'react';", 'core knows nothing of React'],
    ["import probe from 'react-router-dom';", 'core knows nothing of React'],
    ["import probe from 'firebase/firestore';", 'core knows nothing of Firebase'],
    ["import probe from 'firebase-admin';", 'core knows nothing of Firebase'],
    ["import probe from 'better-sqlite3';", 'core knows nothing of SQLite'],
    ["import probe from 'fastify';", 'core knows nothing of HTTP'],
    ["import probe from 'node:http';", 'core knows nothing of HTTP'],
    ["import probe from '../../server/src/index';", 'core must not depend on a host'],
    ["import probe from '@town/web';", 'core must not depend on a host'],
    ["import probe from 'node:fs';", 'core runs in browsers too'],
  ])('core: `%s` is a lint error', (source, message) => {
    expect(lint('core/src/app/probe.ts', source)).toContain(message);
  });

  test('core may use zod and its own modules', () => {
    expect(lint('core/src/app/probe.ts', "import probe from 'zod';")).toBe('');
  });

  test("core's Node adapters may use node: modules but still no host or database", () => {
    expect(lint('core/src/node/probe.ts', "import probe from 'node:crypto';")).toBe('');
    expect(lint('core/src/node/probe.ts', "import probe from 'better-sqlite3';")).toContain(
      'core knows nothing of SQLite',
    );
  });

  test('hosts may use their own libraries', () => {
    expect(lint('server/src/probe.ts', "import probe from 'better-sqlite3';")).toBe('');
  });
});

describe('the core as it is', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  }

  /**
   * Pure libraries the core's own rules are built on, with no I/O and no platform: zod (schemas),
   * minisearch (the town search's index, decision 1641) and papaparse (catalog spreadsheets,
   * decision 1830).
   */
  const purePackages = ['zod', 'minisearch', 'papaparse'];

  /** Node-only adapters shared by both hosts may use these packages too (Telegram, image encoding). */
  const nodeAdapterPackages = ['node-telegram-bot-api', 'sharp'];

  test('imports only pure libraries, node: modules in the shared adapters of core/src/node, and itself', () => {
    const outside: string[] = [];
    for (const file of sources(join(root, 'core', 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) {
        if (!specifier || specifier.startsWith('.') || purePackages.includes(specifier)) continue;
        const inNodeAdapters = file.includes(`${join('core', 'src', 'node')}`);
        if (
          inNodeAdapters &&
          (specifier.startsWith('node:') || nodeAdapterPackages.includes(specifier))
        )
          continue;
        outside.push(`${relative(root, file)}: ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
