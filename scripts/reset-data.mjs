// `npm run db:reset`: deletes the local host's database so the next `npm start` seeds the demo
// town afresh. Stop the server first.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(new URL('..', import.meta.url).pathname, process.env.DATA_DIR ?? 'data');
for (const file of ['town.db', 'town.db-wal', 'town.db-shm']) {
  rmSync(resolve(dataDir, file), { force: true });
}
console.log(`Removed the database in ${dataDir}; the next start seeds the demo town.`);
