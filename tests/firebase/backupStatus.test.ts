import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleBackupFacts } from '@town/core';
import { createGoogleBackups } from '../../functions/src/googleBackups';
import { startFirebaseDriver } from '../support/firebaseDriver';
import { describeWithFirebase } from '../support/firebaseTestbed';
import { type HostDriver, signInAsDemo } from '../support/hosts';

/**
 * What Google answers, per endpoint: a JSON body (200), or a status with Google's error body, or
 * no answer for `holdMs`.
 */
type Answer = { body: unknown } | { status: number; body: unknown } | { holdMs: number };
interface Answers {
  schedules: Answer;
  backups: Answer;
  database: Answer;
  bucket: Answer;
}

/**
 * A stand-in for Google's Firestore Admin and Cloud Storage JSON APIs on 127.0.0.1, answering
 * the four GETs the functions host makes (functions/src/googleBackups.ts) as the REST reference
 * describes them. Google itself is out of reach here; the addresses are the host's
 * GOOGLE_FIRESTORE_API_ROOT and GOOGLE_STORAGE_API_ROOT.
 */
async function startFakeGoogle() {
  let answers: Answers | undefined;
  const requests: Array<{ path: string; authorization: string | undefined }> = [];
  const held = new Set<ServerResponse>();
  const routes: Array<[RegExp, keyof Answers]> = [
    [/^\/v1\/projects\/([^/]+)\/databases\/\(default\)\/backupSchedules$/, 'schedules'],
    [/^\/v1\/projects\/([^/]+)\/locations\/-\/backups$/, 'backups'],
    [/^\/v1\/projects\/([^/]+)\/databases\/\(default\)$/, 'database'],
    [/^\/storage\/v1\/b\/([^/?]+)$/, 'bucket'],
  ];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    requests.push({ path: `${path}${url.search}`, authorization: request.headers.authorization });
    const route = routes.find(([pattern]) => pattern.test(path));
    const answer = route && answers?.[route[1]];
    if (!route || !answer || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND' } }));
      return;
    }
    if ('holdMs' in answer) {
      held.add(response);
      setTimeout(() => {
        held.delete(response);
        if (!response.destroyed) response.end('{}');
      }, answer.holdMs).unref();
      return;
    }
    const project = route[1] === 'bucket' ? '' : (route[0].exec(path)?.[1] ?? '');
    // The backups list spans every database of the project: the answer names them.
    const body = JSON.parse(JSON.stringify(answer.body).replaceAll('{project}', project));
    response.writeHead('status' in answer ? answer.status : 200, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: Answers) {
      answers = next;
      requests.length = 0;
    },
    async stop() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const hourMs = 3_600_000;
const database = 'projects/{project}/databases/(default)';
const forbidden = {
  status: 403,
  body: {
    error: {
      code: 403,
      message: 'The caller does not have permission',
      status: 'PERMISSION_DENIED',
    },
  },
};

/** A project set up by `npm run firebase:backups`, with its newest backup taken at `takenAt`. */
function setUp(takenAt: Date, over: Partial<Answers> = {}): Answers {
  return {
    schedules: {
      body: {
        backupSchedules: [
          {
            name: `${database}/backupSchedules/daily`,
            retention: '8467200s',
            dailyRecurrence: {},
          },
        ],
      },
    },
    backups: {
      body: {
        backups: [
          // An older one, listed first: the newest is found by its time, not its place.
          {
            name: 'projects/{project}/locations/asia-south1/backups/older',
            database,
            snapshotTime: new Date(takenAt.getTime() - 24 * hourMs).toISOString(),
            state: 'READY',
          },
          {
            name: 'projects/{project}/locations/asia-south1/backups/newest',
            database,
            snapshotTime: takenAt.toISOString(),
            state: 'READY',
          },
          // Another database's backup, newer still, is not the town's.
          {
            name: 'projects/{project}/locations/asia-south1/backups/restored',
            database: 'projects/{project}/databases/restored',
            snapshotTime: new Date(takenAt.getTime() + hourMs).toISOString(),
            state: 'READY',
          },
        ],
      },
    },
    database: {
      body: {
        name: database,
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
      },
    },
    bucket: { body: { softDeletePolicy: { retentionDurationSeconds: '2592000' } } },
    ...over,
  };
}

/**
 * The admin dashboard's backup box on the Firebase host: the real functions (the read callable
 * and googleBackups.ts) ask a stand-in for Google's APIs and report what it answers, or why it
 * could not be asked; only admins read it.
 */
const apiTimeoutMs = 3_000;

describeWithFirebase('backup status from Google APIs (Firebase host)', () => {
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let api: HostDriver;
  let admin: string;

  beforeAll(async () => {
    google = await startFakeGoogle();
    api = await startFirebaseDriver({
      functionsEnv: {
        FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
        GOOGLE_FIRESTORE_API_ROOT: google.url,
        GOOGLE_STORAGE_API_ROOT: google.url,
        // Long enough for a loaded CI machine to answer four local requests; the timeout test
        // holds its answer far longer.
        GOOGLE_API_TIMEOUT_MS: String(apiTimeoutMs),
        // Asked on every read here; the keeping is checked on its own below.
        BACKUP_STATUS_KEEP_MS: '0',
      },
    });
    admin = await signInAsDemo(api, 'admin');
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await google?.stop();
  });

  async function status() {
    const reply = await api.read('backupStatus', {}, admin);
    expect(reply.httpStatus).toBe(200);
    return reply.body.result as { health: string; facts: GoogleBackupFacts };
  }

  test('a daily schedule and a READY backup of 2 hours ago: ok, with recovery and soft delete', async () => {
    const takenAt = new Date(api.now().getTime() - 2 * hourMs);
    google.answer(setUp(takenAt));
    expect(await status()).toEqual({
      health: 'ok',
      facts: {
        kind: 'google',
        checkedAt: api.now().toISOString(),
        everyHours: 24,
        lastGood: { takenAt: takenAt.toISOString() },
        newest: { takenAt: takenAt.toISOString(), state: 'READY' },
        pointInTimeRecovery: true,
        photoSoftDeleteDays: 30,
      },
    });
    // The four calls, each with the service account's token.
    expect(google.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/v1\/projects\/.+\/databases\/\(default\)\/backupSchedules$/),
        expect.stringMatching(/^\/v1\/projects\/.+\/locations\/-\/backups$/),
        expect.stringMatching(/^\/v1\/projects\/.+\/databases\/\(default\)$/),
        expect.stringMatching(
          /^\/storage\/v1\/b\/.+\.firebasestorage\.app\?fields=softDeletePolicy$/,
        ),
      ]),
    );
    expect(google.requests).toHaveLength(4);
    for (const request of google.requests) {
      expect(request.authorization).toBe('Bearer test-access-token');
    }
  });

  test('the newest READY backup is 40 hours old on a daily schedule: late', async () => {
    google.answer(setUp(new Date(api.now().getTime() - 40 * hourMs)));
    expect((await status()).health).toBe('late');
  });

  test('no backup schedule: off, whatever backups are left', async () => {
    google.answer(setUp(new Date(api.now().getTime() - 2 * hourMs), { schedules: { body: {} } }));
    const { health, facts } = await status();
    expect(health).toBe('off');
    expect(facts.everyHours).toBe(0);
  });

  test('point-in-time recovery off and Storage soft delete off are told as they are', async () => {
    google.answer(
      setUp(new Date(api.now().getTime() - 2 * hourMs), {
        database: { body: { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' } },
        bucket: { body: {} },
      }),
    );
    const { health, facts } = await status();
    expect(health).toBe('ok');
    expect(facts).toMatchObject({ pointInTimeRecovery: false, photoSoftDeleteDays: 0 });
  });

  test('a 403 on the backup schedules: notReported, with the reason', async () => {
    google.answer(setUp(new Date(api.now().getTime() - 2 * hourMs), { schedules: forbidden }));
    const { health, facts } = await status();
    expect(health).toBe('notReported');
    expect(facts).toEqual({
      kind: 'google',
      checkedAt: api.now().toISOString(),
      notReported: {
        reason: 'forbidden',
        detail: 'backup schedules: HTTP 403 PERMISSION_DENIED',
      },
      everyHours: 0,
      lastGood: null,
      newest: null,
      pointInTimeRecovery: null,
      photoSoftDeleteDays: null,
    });
  });

  test('a 403 on the photo bucket alone: the backups are reported, soft delete is "not read"', async () => {
    google.answer(setUp(new Date(api.now().getTime() - 2 * hourMs), { bucket: forbidden }));
    const { health, facts } = await status();
    expect(health).toBe('ok');
    expect(facts).toMatchObject({
      photoSoftDeleteDays: null,
      pointInTimeRecovery: true,
      unread: ['photo bucket: HTTP 403 PERMISSION_DENIED'],
    });
  });

  test('Google does not answer in time: notReported (timeout), and the read does not hang', async () => {
    google.answer(
      setUp(new Date(api.now().getTime() - 2 * hourMs), { backups: { holdMs: 60_000 } }),
    );
    const started = Date.now();
    const { health, facts } = await status();
    expect(health).toBe('notReported');
    expect(facts.notReported?.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(apiTimeoutMs + 10_000);
  });

  test('the going-live checklist counts a READY backup, and says why when none is known', async () => {
    const backupCheck = async () => {
      const reply = await api.read('goingLive', {}, admin);
      const checks = reply.body.result as Array<{ id: string; done: boolean; detail?: string }>;
      return checks.find((check) => check.id === 'backup');
    };
    google.answer(setUp(new Date(api.now().getTime() - 2 * hourMs)));
    expect(await backupCheck()).toEqual({ id: 'backup', done: true });
    google.answer(setUp(new Date(), { schedules: forbidden }));
    expect(await backupCheck()).toEqual({ id: 'backup', done: false, detail: 'notReported' });
  });

  test('only admins read it', async () => {
    google.answer(setUp(new Date(api.now().getTime() - 2 * hourMs)));
    expect((await api.read('backupStatus', {})).httpStatus).toBe(401);
    const vendor = await signInAsDemo(api, 'vendor');
    expect((await api.read('backupStatus', {}, vendor)).httpStatus).toBe(403);
    const courier = await signInAsDemo(api, 'delivery');
    expect((await api.read('backupStatus', {}, courier)).httpStatus).toBe(403);
    // Refused before Google is asked.
    expect(google.requests).toEqual([]);
  });

  test('an instance keeps an answer for minutes, a failure for a minute', async () => {
    let now = new Date('2026-11-28T12:00:00Z');
    const backups = createGoogleBackups({
      project: 'my-town',
      bucket: () => 'my-town.firebasestorage.app',
      accessToken: async () => 'test-access-token',
      firestoreApiRoot: google.url,
      storageApiRoot: google.url,
      timeoutMs: apiTimeoutMs,
      keepForMs: 10 * 60_000,
      now: () => now,
    });
    google.answer(setUp(new Date(now.getTime() - 2 * hourMs)));
    const first = await backups();
    expect(google.requests).toHaveLength(4);
    now = new Date(now.getTime() + 9 * 60_000);
    expect(await backups()).toEqual(first);
    expect(google.requests).toHaveLength(4);
    now = new Date(now.getTime() + 2 * 60_000);
    await backups();
    expect(google.requests).toHaveLength(8);

    google.answer(setUp(new Date(now.getTime() - 2 * hourMs), { schedules: forbidden }));
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await backups()).kind).toBe('google');
    expect(google.requests).toHaveLength(4);
    now = new Date(now.getTime() + 61_000);
    await backups();
    expect(google.requests).toHaveLength(8);
  });
});
