// Bundles the local host with the core source it uses into one file. npm packages stay external
// (better-sqlite3 is native) and load from node_modules at run time.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@town/') ? undefined : { path: args.path, external: true },
    );
  },
};

const source = (path) => new URL(path, import.meta.url).pathname;

// main.js is the host (no demo: a new database starts an empty town); ops.js the operator's
// backup and restore commands; demo.js what `npm start` runs: the host with the demo loader.
await build({
  entryPoints: {
    main: source('./src/main.ts'),
    ops: source('./src/ops.ts'),
    demo: source('../demo/localStart.ts'),
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
