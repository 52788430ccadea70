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

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
