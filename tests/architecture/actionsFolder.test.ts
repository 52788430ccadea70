import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { actions } from '../../core/src/actions';

/**
 * `core/src/actions/` holds entry points only (decision 1430): every file in it defines at least
 * one action that the table in `actions/index.ts` registers. A rule shared by actions (a limit, a
 * throttle, an outbox entry's builder) lives in its domain's folder instead (`limits/`,
 * `signIn/`, `botMessages/`, `orders/`, `bookings/`...), where the next reader looks for it.
 */
const folder = join(__dirname, '..', '..', 'core', 'src', 'actions');

/**
 * The entry points the hosts call outside the table, each for a reason of its own. Nothing else
 * belongs here: a file with no action in the table is a rule, and goes to its domain.
 */
const entryPointsOutsideTheTable: Record<string, string> = {
  // `uploadPhoto`: the photo's bytes come through the local route and the Firebase `recordPhoto`
  // callable, not through /api/call (decision 1910).
  'photos.ts': 'the photo upload',
  // `releaseUnacceptedParts`: run by the hosts on a timer and a schedule, by no caller.
  'releaseUnaccepted.ts': 'releasing unaccepted parts',
};

const registered = new Set<unknown>(Object.values(actions));
const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

/** The actions of the table a file of `actions/` defines, by name. */
function actionsIn(file: string): string[] {
  const module: Record<string, unknown> = require(join(folder, file));
  return Object.entries(module)
    .filter(([, value]) => registered.has(value))
    .map(([name]) => name);
}

describe('core/src/actions holds entry points only', () => {
  test('there are action files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  test.each(files.filter((file) => !(file in entryPointsOutsideTheTable)))(
    '%s defines an action of the table',
    (file) => {
      expect(actionsIn(file)).not.toEqual([]);
    },
  );

  test.each(Object.keys(entryPointsOutsideTheTable))(
    '%s, an entry point outside the table, is still there and still outside it',
    (file) => {
      expect(files).toContain(file);
      expect(actionsIn(file)).toEqual([]);
    },
  );

  test('every action of the table is defined in a file of actions/', () => {
    const exported = new Set(
      files.flatMap((file) => Object.values(require(join(folder, file)) as object)),
    );
    const elsewhere = Object.entries(actions).filter(([, def]) => !exported.has(def));
    expect(elsewhere.map(([name]) => name)).toEqual([]);
  });
});
