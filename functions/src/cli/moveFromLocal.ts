// `npm run move:to-firebase -- [--data-dir data] [--project <id>] [--overwrite]`: copies the
// local host's town (catalog, staff and logins, orders, bookings) into a Firebase project.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionName } from '@town/core';
import Database from 'better-sqlite3';
import { moveLocalData } from '../moveFromLocal';
import { connect, projectId } from './firebaseProject';

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function main(argv: string[]) {
  const dataDir = option(argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data';
  const file = join(dataDir, 'town.db');
  if (!existsSync(file)) throw new Error(`No local database at ${file} (use --data-dir)`);
  const project = projectId(argv);
  // Read-only: the local host may keep running while its data is copied.
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const readLocal = (collection: CollectionName) =>
    (
      sqlite.prepare(`SELECT data FROM "${collection}" ORDER BY id`).all() as Array<{
        data: string;
      }>
    ).map((row) => JSON.parse(row.data));
  const { db } = connect(project);
  const report = await moveLocalData(readLocal, db, { overwrite: argv.includes('--overwrite') });
  sqlite.close();
  console.log(`Moved ${file} into ${project}:`);
  for (const [name, { written, kept }] of Object.entries(report.collections)) {
    console.log(
      `  ${name.padEnd(18)} ${String(written).padStart(5)} written, ${kept} already there`,
    );
  }
  console.log(
    'Admins sign in with Firebase Auth on Firebase: run `npm run admin:grant -- <email>` for each.',
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
