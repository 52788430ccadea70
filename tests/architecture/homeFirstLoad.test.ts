import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(__dirname, '..', '..', 'web', 'dist');

/** The app's entry script as the built page loads it: index.html → start-app → index-*.js. */
function entryScript(): string {
  if (!existsSync(dist)) throw new Error('web/dist is missing: npm test builds it first');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const starter = html.match(/src="\/(assets\/start-app-[^"]+\.js)"/)?.[1];
  if (!starter) throw new Error('index.html loads no start-app script');
  const entry = readFileSync(join(dist, starter), 'utf8').match(
    /\/(assets\/index-[^'"]+\.js)/,
  )?.[1];
  if (!entry) throw new Error('start-app names no entry script');
  return readFileSync(join(dist, entry), 'utf8');
}

/**
 * What every phone downloads before the home page works. A value imported from a core module
 * that defines zod schemas carries the whole of zod into it (about 27 KB gzip), because the
 * schemas are built at module load and the bundler must keep them (decision 1360). The budget
 * itself is measured per route by `npm run bench`; this guards the entry's make-up, which a
 * one-line import broke once without anyone noticing.
 */
describe("the home page's first load", () => {
  test('carries no schema library: screens load their schemas with their own chunk', () => {
    // A boolean, not the script: a failure would print 300 KB of it.
    const carriesZod = /ZodError|\$ZodType|ZodObject/.test(entryScript());
    expect(carriesZod).toBe(false);
  });
});
