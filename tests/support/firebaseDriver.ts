import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DomainError,
  describeTelegramSetup,
  type ErrorCode,
  emailTextToSend,
  errorCodes,
  issueSetupLink,
  type OutboxEntry,
  type ProductPhotoWidth,
  productPhotoFile,
  visitor,
  webhookSecretHeader,
} from '@town/core';
import { createTelegramSender, placeholderVapidSubject } from '@town/core/node';
import express from 'express';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import * as liteFirestore from 'firebase/firestore/lite';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import firebaseFunctionsTest from 'firebase-functions-test';
import { createCallables } from '../../functions/src/callables';
import { withTown } from '../../functions/src/hostDeps';
import { daySummarySchedule, unacceptedPartsSweep } from '../../functions/src/housekeeping';
import { productPhotoPath, sweepUploadedPhotos } from '../../functions/src/photoUploads';
import { principalFromClaims } from '../../functions/src/principal';
import { adminStanding } from '../../functions/src/staffStanding';
import { telegramWebhook, type WebhookDeps } from '../../functions/src/telegramWebhook';
import { outboxTrigger } from '../../functions/src/triggers';
import { firebasePushSender, firestoreVapidKeys, webPushSetup } from '../../functions/src/webPush';
import {
  createFirestoreReader,
  type FirestoreQueryApi,
} from '../../web/src/backend/firebase/firestoreReader';
import { createNamedReads } from '../../web/src/backend/firebase/namedReads';
import { idTokenFor, idTokenForPassword, startFirebaseTestbed } from './firebaseTestbed';
import { plain } from './firestoreEmulator';
import type { DriverOptions, HostDriver, Reply } from './wire';

/** The webhook function on 127.0.0.1 and a free port, as Cloud Functions would call it. */
async function serveWebhook(deps: () => Promise<WebhookDeps>) {
  const app = express();
  // Cloud Functions keeps the raw bytes beside the parsed JSON body.
  app.use(
    express.json({
      verify: (request, _response, raw) => {
        (request as unknown as { rawBody: Buffer }).rawBody = raw;
      },
    }),
  );
  const handler = telegramWebhook(deps);
  app.all('/telegramWebhook', (request, response) =>
    handler(request as Parameters<typeof handler>[0], response),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/telegramWebhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { firebaseUnavailableReason } from './firebaseTestbed';

interface WireFailure {
  httpErrorCode?: { status: number };
  toJSON?: () => { status: string; message: string; details?: unknown };
  code?: unknown;
  message?: string;
  details?: unknown;
}

/** A thrown HttpsError (callables) or DomainError (reads in the browser) as the wire shows it. */
function errorReply(error: unknown): Omit<Reply, 'text'> {
  const failure = error as WireFailure;
  if (failure.httpErrorCode && failure.toJSON) {
    return { httpStatus: failure.httpErrorCode.status, body: { error: failure.toJSON() } };
  }
  if (typeof failure.code === 'string' && Object.hasOwn(errorCodes, failure.code)) {
    const { status, http } = errorCodes[failure.code as ErrorCode];
    const details = failure.details === undefined ? {} : { details: failure.details };
    return {
      httpStatus: http,
      body: { error: { status, message: failure.message ?? '', ...details } },
    };
  }
  throw error;
}

/**
 * The Firebase host in this process: every action through firebase-functions-test wrapping the
 * real callables, firebase-admin on the official Firestore emulator, custom tokens signed in
 * on the firebase-tools Auth emulator, and the public reads through the web adapter's own
 * Firestore reader (firestore/lite over REST, as in the browser, under firestore.rules).
 */
export async function startFirebaseDriver(options: DriverOptions = {}): Promise<HostDriver> {
  const { telegram } = options;
  const testbed = await startFirebaseTestbed({
    realClock: options.manualClock ? false : (options.realClock ?? Boolean(telegram)),
    ...(options.town ? { town: options.town } : {}),
    ...(options.empty ? { seed: false } : {}),
    ...(options.functionsEnv ? { functionsEnv: options.functionsEnv } : {}),
  });
  const { projectId, firestore, auth, deps, time, name } = testbed;
  if (options.photoStorageLimitBytes) testbed.setPhotoStorageLimit(options.photoStorageLimitBytes);
  const clock = deps.context.clock;
  // As on the local host: a bot name even without a bot, so Connect Telegram links can be made.
  deps.context.botUsername = telegram?.botUsername ?? 'TownTestBot';
  // The deploy's bot token and chat params, as productionDeps describes them to admins.
  if (telegram) deps.telegram = () => describeTelegramSetup(telegram);
  // Web Push as productionDeps has it: the key pair in vapidKeys/vapid, made at first use; a
  // test's fake push service allowed as PUSH_TEST_ORIGINS allows it on the emulators.
  const vapidKeys = firestoreVapidKeys(deps.context.store);
  deps.context.webPush = webPushSetup(vapidKeys, options.webPush?.extraEndpointOrigins ?? []);
  const pushSender = firebasePushSender(
    vapidKeys,
    options.webPush?.subject ?? placeholderVapidSubject,
  );

  const fft = firebaseFunctionsTest({ projectId });
  const callables = createCallables(() => deps);
  const wrapped = Object.fromEntries(
    Object.entries(callables).map(([action, callable]) => [action, fft.wrap(callable)]),
  );

  const webApp = initializeWebApp({ projectId, apiKey: 'demo-api-key' }, name);
  const webDb = liteFirestore.getFirestore(webApp);
  liteFirestore.connectFirestoreEmulator(webDb, firestore.emulatorHost, firestore.port);
  const browserStore = createFirestoreReader(liteFirestore as FirestoreQueryApi, webDb);

  // The sendOutboxAlert trigger, run for every outbox entry an action wrote, as Cloud Functions
  // would; without `telegram` this host has no bot token (as the local host in the contract suite).
  const sendOutboxAlert = fft.wrap(
    outboxTrigger(
      () => ({
        store: deps.context.store,
        clock,
        ids: deps.context.ids,
        sender: telegram
          ? createTelegramSender({ botToken: telegram.botToken, apiRoot: telegram.apiRoot })
          : null,
        chatIds: telegram?.chatIds ?? {},
        pushSender,
        ...(telegram?.tuning ? { tuning: telegram.tuning } : {}),
      }),
      telegram ? { keepTryingForMs: 10_000 } : {},
    ),
  );
  // The releaseUnacceptedParts schedule, run when a test says the time has come.
  const releaseSchedule = unacceptedPartsSweep(() => withTown(deps.context));
  // The queueDaySummary schedule, with the deploy's chats as productionDeps gives them.
  const summarySchedule = daySummarySchedule(async () => ({
    ...(await withTown(deps.context)),
    chatIds: telegram?.chatIds ?? {},
  }));
  const triggered = new Set<string>();
  /** Entries may write entries (a vendor offer its messages): rounds until none is new. */
  async function runOutboxTriggers() {
    const outbox = testbed.db.collection('outbox');
    for (let round = 0; round < 5; round++) {
      // The ids of entries still to send, then the new ones whole: the outbox grows through a
      // suite, and this runs after every call. Every entry is created pending (core's outbox
      // writers), so a new one is among them; one already triggered is not run again.
      const ids = (
        await outbox.where('status', 'in', ['pending', 'sending']).select().get()
      ).docs.map((doc) => doc.id);
      const freshIds = ids.filter((id) => !triggered.has(id));
      if (freshIds.length === 0) return;
      const fresh = (await testbed.db.getAll(...freshIds.map((id) => outbox.doc(id))))
        .filter((doc) => doc.exists)
        .map((doc) => plain(doc.data()) as OutboxEntry);
      if (fresh.length === 0) return;
      fresh.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      for (const entry of fresh) {
        triggered.add(entry.id);
        const data = fft.firestore.makeDocumentSnapshot(entry, `outbox/${entry.id}`);
        await sendOutboxAlert({ data, params: { id: entry.id } } as never);
      }
    }
  }

  // The telegramWebhook function as deployed, behind a real HTTP server (express, as Cloud
  // Functions serves it), with the test's bot settings in place of the params.
  const webhook = telegram
    ? await serveWebhook(async () => ({
        bot: {
          ...(await withTown(deps.context)),
          chatIds: telegram.chatIds,
          accountStanding: adminStanding(auth, deps.context.store),
        },
        secret: telegram.webhookSecret,
      }))
    : null;

  const replies: string[] = [];
  let uploads = 0;
  const reply = (partial: Omit<Reply, 'text'>): Reply => {
    const text = JSON.stringify(partial.body);
    replies.push(text);
    return { ...partial, text };
  };

  async function authOf(session: string | undefined) {
    if (!session) return undefined;
    try {
      const token = await auth.verifyIdToken(session);
      return { uid: token.uid, token, rawToken: session };
    } catch {
      // The callable protocol answers an invalid token with 401 before the function runs.
      return 'invalid' as const;
    }
  }

  async function invoke(
    action: string,
    data: unknown,
    session?: string,
    from = '127.0.0.1',
  ): Promise<unknown> {
    const callable = Object.hasOwn(wrapped, action) ? wrapped[action] : undefined;
    if (!callable) throw new DomainError('not-found', `There is no action named ${action}`);
    const authContext = await authOf(session);
    if (authContext === 'invalid') throw new DomainError('unauthenticated', 'Unauthenticated');
    // The callable protocol carries JSON: what a client sends is what JSON can hold.
    const request = {
      data: JSON.parse(JSON.stringify(data ?? null)),
      auth: authContext,
      // Google's front end appends the address it saw after whatever the client sent; by
      // default every call comes from one client, as the local host's tests come from one.
      rawRequest: { headers: { 'x-forwarded-for': `203.0.113.250, ${from}` } },
    };
    const result = JSON.parse(
      JSON.stringify(await callable(request as unknown as CallableRequest)),
    );
    await runOutboxTriggers();
    return result;
  }

  async function call(
    action: string,
    data: unknown,
    session?: string,
    from?: string,
  ): Promise<Reply> {
    try {
      const result = await invoke(action, data, session, from);
      if (result && typeof result === 'object' && 'customToken' in result) {
        // The session's carrier differs by host (cookie or token); tests compare the rest.
        const { customToken: _token, ...rest } = result as Record<string, unknown>;
        return reply({ httpStatus: 200, body: { result: rest } });
      }
      return reply({ httpStatus: 200, body: { result } });
    } catch (error) {
      return reply(errorReply(error));
    }
  }

  async function postWebhook(body: unknown, secret?: string) {
    if (!webhook) throw new Error('Start the driver with telegram settings to post updates');
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret !== undefined ? { [webhookSecretHeader]: secret } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  return {
    host: 'firebase',
    replies,
    call,
    async telegramUpdate(update: { update_id: number }) {
      const answer = await postWebhook(update, telegram?.webhookSecret);
      if (answer.status !== 200) {
        throw new Error(`Webhook answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      await runOutboxTriggers();
    },
    postWebhook,
    settleOutbox: runOutboxTriggers,
    async read(readName, params = {}, session) {
      const namedReads = createNamedReads({
        store: browserStore,
        clock,
        callRead: (n, p) => invoke('read', { name: n, params: p }, session),
      });
      try {
        const result = JSON.parse(JSON.stringify(await namedReads(readName, params)));
        return reply({ httpStatus: 200, body: { result } });
      } catch (error) {
        return reply(errorReply(error));
      }
    },
    async signIn(action, data) {
      let result: unknown;
      try {
        result = await invoke(action, data);
      } catch (error) {
        return { reply: reply(errorReply(error)), session: null };
      }
      const { customToken, ...rest } = result as { customToken?: string };
      if (!customToken) throw new Error(`${action} gave no custom token`);
      return {
        reply: reply({ httpStatus: 200, body: { result: rest } }),
        session: await idTokenFor(customToken),
      };
    },
    async principal(session) {
      if (!session) return visitor;
      // As the callables see it: a token revoked by a password reset or a disabled account
      // is no one's.
      try {
        return principalFromClaims(await auth.verifyIdToken(session, true));
      } catch {
        return visitor;
      }
    },
    async resetTokenMailedTo(email) {
      const [newest] = (await firestore.documents<OutboxEntry>('outbox'))
        .filter((entry) => entry.channel === 'email' && entry.to === email)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      if (!newest) return undefined;
      const text = await emailTextToSend(deps.context, newest, 'https://town.example');
      return /\/forgetPassword\?token=([\w-]+)/.exec(text ?? '')?.[1];
    },
    documents: firestore.documents,
    documentWhere: firestore.documentWhere,
    storeAsIs: firestore.storeAsIs,
    dump: firestore.dump,
    changeMark: async () => `${testbed.committedWrites()} writes`,
    async releaseUnacceptedParts() {
      await releaseSchedule.run({ scheduleTime: clock.now().toISOString() } as ScheduledEvent);
      await runOutboxTriggers();
    },
    async queueDaySummary() {
      await summarySchedule.run({ scheduleTime: clock.now().toISOString() } as ScheduledEvent);
      await runOutboxTriggers();
    },
    advanceClock: time.advance,
    now: () => clock.now(),
    adminPasswordSignIn: idTokenForPassword,
    /** A new setup link's token, as `npm run town:setup-link` makes it (the older one ends). */
    async newSetupToken() {
      return (await issueSetupLink(deps.context)).token;
    },
    async uploadPhoto(purpose, bytes, contentType, session, from = '127.0.0.1', orderId) {
      const caller = await authOf(session);
      // Anonymous Firebase users on the public screens have a uid too.
      const uid = caller && caller !== 'invalid' ? caller.uid : `anonymous-${++uploads}`;
      const wrappedRecord = wrapped.recordPhoto!;
      try {
        const auth = caller && caller !== 'invalid' ? caller : { uid, token: { uid } };
        // As the web adapter sends it: the bytes base64 in the call.
        const photo = Buffer.from(bytes).toString('base64');
        const result = await wrappedRecord({
          data: { purpose, contentType, photo, ...(orderId ? { orderId } : {}) },
          auth,
          // As `invoke`'s calls: from one client unless told, as the local host's tests are.
          rawRequest: { headers: { 'x-forwarded-for': `203.0.113.250, ${from}` } },
        } as unknown as CallableRequest);
        return reply({ httpStatus: 200, body: { result: JSON.parse(JSON.stringify(result)) } });
      } catch (error) {
        return reply(errorReply(error));
      }
    },
    photoObjects: async () => testbed.bucket.paths(),
    async sweepPhotos() {
      await sweepUploadedPhotos(deps.context, deps.photos, deps.photoStorage());
    },
    async productPhoto(ref, width) {
      const object = testbed.bucket.get(
        productPhotoPath(productPhotoFile(ref.split('/')[1] ?? '', width as ProductPhotoWidth)),
      );
      return object ? { contentType: object.contentType, bytes: Buffer.from(object.bytes) } : null;
    },
    async stop() {
      await webhook?.close();
      fft.cleanup();
      await liteFirestore.terminate(webDb);
      await deleteWebApp(webApp);
      await testbed.stop();
    },
  };
}
