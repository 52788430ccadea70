// `npm run backup` and `npm run restore -- <backup>`: the operator's commands from the built
// local host (server/dist/ops.js, built with it, so they match the host that runs). They build
// it only when it is missing: on a server the checkout is built once at deploy and may be
// read-only to the service's user.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const opsJs = join(root, 'server/dist/ops.js');
if (!existsSync(opsJs)) {
  console.log('Building the local host...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
createRequire(import.meta.url)(opsJs);
