// The emulator suite of the tests (tests/support/emulatorSuite.ts and the Firebase web build),
// bundled with esbuild for plain Node: `npm run emulators` and the bench start the Firebase host
// with the very code the tests use. Workspace packages (@town/*) are bundled from source; every
// other package stays external and resolves from the repository's node_modules, which is why
// the bundle is written inside it.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@town/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entry` (esbuild's `stdin` or `entryPoints`) for plain Node, imports it and removes
 * the bundle. `plugin` decides which packages stay external (by default all but @town/*).
 */
export async function importBundledForNode(name, entry, plugin = externalPackages) {
  const outdir = join(root, 'node_modules', '.cache', `town-${name}`);
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, `${name}-${process.pid}.mjs`);
  await build({
    ...entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    plugins: [plugin],
    // The suite finds the repository from its own folder, as it does under jest.
    define: { __dirname: JSON.stringify(join(root, 'tests', 'support')) },
    banner: {
      js: "import { createRequire as townCreateRequire } from 'node:module'; const require = townCreateRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

export function loadEmulatorSuite() {
  return importBundledForNode('emulator-suite', {
    stdin: {
      contents: [
        "export { startEmulatorSuite } from './tests/support/emulatorSuite.ts';",
        "export { buildFirebaseWebApp, freeEmulatorPorts } from './tests/support/firebaseWebBuild.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
  });
}
