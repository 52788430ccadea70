// `npm start`: builds the web app and the local host when their sources changed since the last
// build, then runs the local host in this process (so SIGTERM/SIGINT reach it directly), with
// the demo town loaded into a new database; SEED_DEMO=0 starts an empty town instead, whose
// one-time setup link the host prints.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'core/src',
  'demo',
  'server/src',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
];
const outputs = ['web/dist/index.html', 'server/dist/main.js', 'server/dist/demo.js'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(join(path, name))));
}

const built = Math.min(...outputs.map((path) => newestMtime(path) || 0));
if (built === 0 || sources.some((path) => newestMtime(path) > built)) {
  console.log('Building the web app and the local host...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

createRequire(import.meta.url)(join(root, 'server/dist/demo.js'));
