import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The deploy bundle's package-lock.json (built by functions/build.mjs from the repository's
 * lock): Cloud Build's `npm ci` installs exactly this tree, so it must be whole and be the tree
 * the tests ran with.
 */
const dist = join(__dirname, '..', 'dist');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}
type Packages = Record<string, LockEntry>;

const manifest = readJson(join(dist, 'package.json'));
const lock = readJson(join(dist, 'package-lock.json')) as { packages: Packages };
const rootLock = readJson(join(__dirname, '..', '..', 'package-lock.json')) as {
  packages: Packages;
};

/** Node's lookup: the package's own node_modules, then each parent's, then the top. */
function resolve(packages: Packages, from: string, name: string): string | undefined {
  const parts = from === '' ? [] : from.split('/node_modules/');
  for (let depth = parts.length; depth >= 0; depth--) {
    const base = parts.slice(0, depth).join('/node_modules/');
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
  }
  return undefined;
}

describe('the deploy bundle is locked to the tested install', () => {
  test('its dependencies are pinned to the exact versions installed here', () => {
    const installed = (name: string) =>
      (
        rootLock.packages[`functions/node_modules/${name}`] ??
        rootLock.packages[`node_modules/${name}`]
      )?.version;
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'sharp',
      'web-push',
    ]);
    for (const [name, version] of Object.entries<string>(manifest.dependencies)) {
      expect([name, version]).toEqual([name, installed(name)]);
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect(lock.packages['']).toMatchObject({
      dependencies: manifest.dependencies,
      engines: manifest.engines,
    });
  });

  test('every dependency of every locked package resolves inside the lock', () => {
    const unresolved: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      const optionalPeers = entry.peerDependenciesMeta ?? {};
      const required = [
        ...Object.keys(entry.dependencies ?? {}),
        ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers[n]?.optional),
      ];
      for (const name of required) {
        if (!resolve(lock.packages, at, name)) unresolved.push(`${at || 'the bundle'} -> ${name}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  test('each locked package is the one the tests ran with, with no dev flags', () => {
    const differing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      if (at === '') continue;
      const tested = rootLock.packages[at] ?? rootLock.packages[`functions/${at}`];
      if (tested?.version !== entry.version) differing.push(`${at}: ${entry.version}`);
      if (entry.dev || entry.devOptional || entry.link) differing.push(`${at}: dev or link flag`);
    }
    expect(differing).toEqual([]);
    // What the bundle needs is there: firebase-admin's own dependency tree.
    expect(lock.packages['node_modules/firebase-admin']?.version).toBe(
      manifest.dependencies['firebase-admin'],
    );
    expect(lock.packages['node_modules/google-auth-library']).toBeDefined();
  });
});
