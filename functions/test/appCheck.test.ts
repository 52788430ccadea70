import type { AddressInfo } from 'node:net';
import { emulatorAppCheckToken } from '../../web/src/backend/firebase/appCheck';

/**
 * App Check on the callables, over real HTTP as the web SDK calls them: Express with the JSON
 * body parser (as the Functions Framework serves a function) on 127.0.0.1, the `read` callable
 * as deployed. Tokens are not verified against Google here: the Functions emulator's own switch
 * (`skipTokenVerification`) decodes them, so the token the emulator build's provider makes
 * (web/src/backend/firebase/appCheck.ts) passes.
 */

// As the Functions emulator runs functions; read by firebase-functions at load and at each call.
const debugEnv = {
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
};
const savedDebugEnv = Object.fromEntries(Object.keys(debugEnv).map((k) => [k, process.env[k]]));
beforeAll(() => Object.assign(process.env, debugEnv));
afterAll(() => {
  for (const [name, value] of Object.entries(savedDebugEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

interface Served {
  call(headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** The deployed `read` callable, loaded with `APP_CHECK` set as a deploy's .env would set it. */
async function serveReadCallable(appCheck: 'enforce' | 'monitor'): Promise<Served> {
  const saved = { ...process.env };
  process.env.APP_CHECK = appCheck;
  let callable: unknown;
  let express: typeof import('express');
  jest.isolateModules(() => {
    express = require('express');
    const { readCallable } = require('../src/callables') as typeof import('../src/callables');
    // A read that does not exist is refused before any store is needed.
    callable = readCallable(() => {
      throw new Error('this test needs no store');
    });
  });
  process.env.APP_CHECK = saved.APP_CHECK;
  const app = express!();
  app.use(express!.json());
  app.post('/read', callable as Parameters<typeof app.post>[1]);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    async call(headers = {}) {
      const response = await fetch(`http://127.0.0.1:${port}/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ data: { name: 'noSuchRead', params: {} } }),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('callables with App Check enforced (APP_CHECK=enforce)', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveReadCallable('enforce');
  });
  afterAll(() => served?.close());

  test('a call without an App Check token is refused before it runs', async () => {
    const answer = await served.call();
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
    });
  });

  test("a call with the app's token runs (and meets the read's own answer)", async () => {
    const answer = await served.call({
      'x-firebase-appcheck': emulatorAppCheckToken('1:123:web:town', Date.now()),
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });
});

describe('callables with App Check monitored (APP_CHECK=monitor, the committed value)', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveReadCallable('monitor');
  });
  afterAll(() => served?.close());

  test('a call without a token still runs', async () => {
    const answer = await served.call();
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { status: 'NOT_FOUND' } });
  });
});
