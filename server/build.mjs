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

// main.js is the host; ops.js the operator's backup and restore commands.
await build({
  entryPoints: ['main', 'ops'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
