import { actions } from '@town/core';
import fc from 'fast-check';
import { hasOpaqueField, jsonArbitrary, toJsonText, vocabularyOf } from '../support/fuzz';
import { clearRefusal, type FuzzHost, startFuzzHost } from '../support/fuzzHost';

/**
 * Every action in the core's registry (a new one is fuzzed without touching this file) gets
 * generated bad input over real HTTP: each must be a 4xx with a clear message, the host must
 * stay healthy, and the database must not change. Runs per action: FUZZ_RUNS (default 250).
 */
const runsPerAction = Number(process.env.FUZZ_RUNS ?? 250);
const names = Object.keys(actions);

let host: FuzzHost;
const counts = { sent: 0, validSkipped: 0 };
beforeAll(async () => {
  host = await startFuzzHost();
});
afterAll(async () => {
  console.log(
    `fuzz: ${counts.sent} bad inputs sent to ${names.length} actions (${counts.validSkipped} generated inputs were valid, not sent)`,
  );
  await host?.stop();
});

test('the registry has actions to fuzz', () => {
  expect(names.length).toBeGreaterThan(20);
});

test.each(names)('%s: generated bad input is a clear 4xx and changes nothing', async (name) => {
  const def = actions[name]!;
  const cookie = host.cookieFor(def.audience);
  // An input the schema accepts would run the action; it is not bad input. Actions that check
  // part of their input later (a catalog `doc`) get it anyway: the action must refuse it.
  const checkedLater = hasOpaqueField(def.input);
  const input = jsonArbitrary(vocabularyOf(def.input))
    .map(toJsonText)
    .filter((text) => {
      const valid = !checkedLater && def.input.safeParse(JSON.parse(text)).success;
      if (valid) counts.validSkipped++;
      return !valid;
    });

  await fc.assert(
    fc.asyncProperty(input, async (text) => {
      counts.sent++;
      const reply = await host.send(`/api/call/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: `{"data":${text}}`,
      });
      expect(clearRefusal(reply)).toEqual([]);
      expect(host.committedSinceStart()).toBe(false);
    }),
    { numRuns: runsPerAction },
  );

  const health = await host.send('/api/health');
  expect(health.body).toEqual({ result: { ok: true } });
  expect(host.unchanged()).toBe(true);
});
