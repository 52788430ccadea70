import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * The data folder holds password hashes, customers' names, phones and addresses and their
 * prescription photos: only the account the host runs as may read it, whatever the umask.
 */
let api: LocalDriver;
const previousUmask = process.umask(0o022);
beforeAll(async () => {
  api = await startLocalDriver({ dataFolder: 'new-data' });
});
afterAll(async () => {
  await api.stop();
  process.umask(previousUmask);
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('a data folder the host creates is private', () => {
  test('the folder is 0700', () => {
    expect(modeOf(dirname(api.databaseFile)).toString(8)).toBe('700');
  });

  test('the database and its write-ahead files are 0600', () => {
    for (const file of ['', '-wal', '-shm']) {
      expect([file, modeOf(`${api.databaseFile}${file}`).toString(8)]).toEqual([file, '600']);
    }
  });

  test("the uploads folder for customers' photos is 0700", () => {
    expect(modeOf(join(dirname(api.databaseFile), 'uploads')).toString(8)).toBe('700');
  });
});
