import { join } from 'node:path';
import { root } from './lib.mjs';

/**
 * The app's public routes, from the one list the browser tests use (tests/e2e/publicRoutes.ts,
 * TypeScript over the demo data): bundled with esbuild in memory and imported, so the bench and
 * the tests never drift apart.
 */
export async function publicRoutePaths() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'tests', 'e2e', 'publicRoutes.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  const loaded = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return loaded.publicRoutes.map(([path]) => path);
}
