import {
  type DaySummaryDeps,
  type DeliveryDeps,
  describeTelegramSetup,
  readTelegramSettings,
  type TelegramSettings,
} from '@town/core';

import {
  createRandomIds,
  createScryptHasher,
  createTelegramSender,
  systemClock,
} from '@town/core/node';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { firebaseAdminAccounts } from './admins';
import { createCloudStoragePhotos, lazyBucket } from './cloudStoragePhotos';
import { createFirestoreStore } from './firestoreStore';
import { googleBackupsFromEnv } from './googleBackups';
import { type HostDeps, withTown } from './hostDeps';
import {
  adminChatId,
  deliveryChatId,
  labChatId,
  photoStorageLimitMb,
  telegramBotToken,
  telegramBotUsername,
  telegramWebhookSecret,
  vapidSubject,
} from './params';
import { adminStanding } from './staffStanding';
import type { WebhookDeps } from './telegramWebhook';
import {
  firebasePushSender,
  firestoreVapidKeys,
  pushTestOriginsFromEnv,
  webPushSetup,
} from './webPush';

function adminApp() {
  return getApps()[0] ?? initializeApp();
}

/**
 * An access token of the functions' service account: the credential firebase-admin's app holds
 * (application default credentials, the metadata server on Cloud Functions), which caches it.
 */
async function serviceAccountToken(): Promise<string> {
  const credential = adminApp().options.credential;
  if (!credential) throw new Error('the Firebase app has no credential');
  return (await credential.getAccessToken()).access_token;
}

/**
 * The bot and chats from the deploy's secret and params, checked as the local host checks its
 * environment. A malformed value is logged by its name and treated as not set, so its alerts are
 * kept (the admin dashboard shows that channel as not configured) rather than every call failing.
 */
function telegramSettings(): TelegramSettings {
  const { settings, problems } = readTelegramSettings({
    TELEGRAM_BOT_TOKEN: telegramBotToken?.value(),
    TELEGRAM_ADMIN_CHAT_ID: adminChatId.value(),
    TELEGRAM_DELIVERY_CHAT_ID: deliveryChatId.value(),
    TELEGRAM_LAB_CHAT_ID: labChatId.value(),
    TELEGRAM_API_ROOT: process.env.TELEGRAM_API_ROOT,
    TELEGRAM_BOT_USERNAME: telegramBotUsername.value(),
  });
  for (const problem of problems) logger.error(`Telegram settings: ${problem}`);
  return settings;
}

let hostDeps: HostDeps | undefined;
/** The town's VAPID key pair, read (or made) once per instance at its first use. */
let vapidKeys: ReturnType<typeof firestoreVapidKeys> | undefined;

/** The bot's username alone: reading it needs no secret, so every callable may. */
function botUsernameOf(): { botUsername?: string } {
  const { settings } = readTelegramSettings({
    TELEGRAM_BOT_USERNAME: telegramBotUsername.value(),
  });
  return settings.botUsername ? { botUsername: settings.botUsername } : {};
}

/**
 * The deployed host: Firestore through firebase-admin, Auth for custom tokens and admin accounts
 * (the first admin is made by the setup link). The town's settings are Firestore's `town/town`,
 * read for each request.
 */
export function productionDeps(): HostDeps {
  if (!hostDeps) {
    const db = getFirestore(adminApp());
    // Core documents leave optional fields out; never let an undefined slip in as an error.
    db.settings({ ignoreUndefinedProperties: true });
    const auth = getAuth(adminApp());
    const store = createFirestoreStore(db, systemClock);
    vapidKeys = firestoreVapidKeys(store);
    hostDeps = {
      context: {
        store,
        clock: systemClock,
        ids: createRandomIds(),
        hasher: createScryptHasher(),
        adminAccounts: firebaseAdminAccounts(auth),
        ...botUsernameOf(),
        webPush: webPushSetup(vapidKeys, pushTestOriginsFromEnv(process.env)),
      },
      auth,
      photos: createCloudStoragePhotos(lazyBucket(() => getStorage(adminApp()).bucket())),
      photoStorage: () => ({ limitBytes: photoStorageLimitMb.value() * 1024 * 1024 }),
      // Read per request: secrets and params are resolved at run time, not at module load.
      telegram: () => describeTelegramSetup(telegramSettings()),
      backups: googleBackupsFromEnv(process.env, {
        accessToken: serviceAccountToken,
        bucket: () => getStorage(adminApp()).bucket().name,
        now: () => systemClock.now(),
      }),
    };
  }
  return hostDeps;
}

/**
 * Alert delivery with the core's code: the Telegram sender when a bot token is set, and the
 * Web Push sender always (a push entry needs no bot).
 */
export function alertDeps(): DeliveryDeps {
  const { context } = productionDeps();
  const keys = vapidKeys ?? firestoreVapidKeys(context.store);
  const { botToken, apiRoot, chatIds } = telegramSettings();
  return {
    store: context.store,
    clock: systemClock,
    ids: createRandomIds(),
    sender: botToken ? createTelegramSender({ botToken, ...(apiRoot ? { apiRoot } : {}) }) : null,
    chatIds,
    pushSender: firebasePushSender(keys, vapidSubject.value()),
  };
}

/** The day's summary: the town's settings read at each tick, the admin group as alerts find it. */
export async function daySummaryDeps(): Promise<DaySummaryDeps> {
  const { context } = productionDeps();
  const { chatIds } = telegramSettings();
  const { store, clock, town } = await withTown(context);
  return { store, clock, town, chatIds };
}

/** The bot's update handling: the host's context, the staff chats, and the webhook's secret. */
export async function webhookDeps(): Promise<WebhookDeps> {
  const { context, auth } = productionDeps();
  const { chatIds } = telegramSettings();
  return {
    bot: {
      ...(await withTown(context)),
      chatIds,
      accountStanding: adminStanding(auth, context.store),
    },
    secret: telegramWebhookSecret?.value() || undefined,
  };
}
