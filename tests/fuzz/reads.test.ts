import { reads } from '@town/core';
import fc from 'fast-check';
import { queryArbitrary, vocabularyOf } from '../support/fuzz';
import { clearRefusal, type FuzzHost, internals, startFuzzHost } from '../support/fuzzHost';

/**
 * Every named read gets generated query strings over real HTTP. The core's schema is the
 * oracle: a query it refuses must be a clear 400; one it accepts an answer (200) or a clear 404
 * (an id that does not exist). Nothing may change in the database. Runs per read: FUZZ_RUNS_READS
 * (default 100).
 */
const runsPerRead = Number(process.env.FUZZ_RUNS_READS ?? 100);
const names = Object.keys(reads);

let host: FuzzHost;
let sent = 0;
beforeAll(async () => {
  host = await startFuzzHost();
});
afterAll(async () => {
  console.log(`fuzz: ${sent} query strings sent to ${names.length} named reads`);
  await host?.stop();
});

/** What the host makes of a query string: repeated keys become a list, as Fastify parses them. */
function asParsed(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const earlier = Object.hasOwn(parsed, key) ? parsed[key] : undefined;
    const next = earlier === undefined ? value : [earlier, value].flat();
    Object.defineProperty(parsed, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return parsed;
}

const maxHeaderBytes = 16 * 1024;

const encode = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

test.each(names)('%s: generated query strings are answered or clearly refused', async (name) => {
  const def = reads[name]!;
  const cookie = host.cookieFor(def.audience);
  await fc.assert(
    fc.asyncProperty(queryArbitrary(vocabularyOf(def.input)), async (pairs) => {
      sent++;
      const query = encode(pairs);
      const path = `/api/read/${name}${query ? `?${query}` : ''}`;
      // fetch, not the kept-alive client: past 16 KB Node's HTTP server answers 431 and drops the
      // connection, which a kept-alive socket can meet as "socket hang up" on the next request.
      const reply = await host.api.send(path, { ...(cookie ? { cookie } : {}) });
      // Past Node's 16 KB limit on the request head, the HTTP server itself refuses (431) before
      // the app sees anything: as clear a refusal as any.
      if (path.length > maxHeaderBytes) {
        expect(reply.httpStatus).toBe(431);
        expect(host.committedSinceStart()).toBe(false);
        return;
      }
      if (def.input.safeParse(asParsed(pairs)).success) {
        if (reply.httpStatus !== 200) {
          expect(reply.httpStatus).toBe(404);
          expect(clearRefusal(reply)).toEqual([]);
        }
      } else {
        expect(reply.httpStatus).toBe(400);
        expect(clearRefusal(reply)).toEqual([]);
      }
      expect(reply.text).not.toMatch(internals);
      expect(host.committedSinceStart()).toBe(false);
    }),
    { numRuns: runsPerRead },
  );
  expect((await host.api.send('/api/health')).httpStatus).toBe(200);
  expect(host.unchanged()).toBe(true);
});

test('malformed query strings are answered or clearly refused, never a 5xx', async () => {
  const raw = [
    '%',
    '%E0%A4%A',
    'type=%ZZ',
    '&&&',
    '=',
    '==grocery',
    'type',
    'type=grocery&type=food',
  ];
  for (const read of ['shops', 'products', 'doctors', 'town']) {
    for (const query of raw) {
      sent++;
      const reply = await host.api.send(`/api/read/${read}?${query}`);
      if (reply.httpStatus !== 200) expect(clearRefusal(reply)).toEqual([]);
    }
  }
  expect(host.unchanged()).toBe(true);
});
