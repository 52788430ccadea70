import {
  type DeliveryDeps,
  demoTown,
  describeTelegramSetup,
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
import { createCloudStoragePhotos } from './cloudStoragePhotos';
import { createFirestoreStore } from './firestoreStore';
import type { HostDeps } from './hostDeps';
import {
  adminChatId,
  deliveryChatId,
  labChatId,
  photoStorageLimitMb,
  telegramBotToken,
} from './params';

function adminApp() {
  return getApps()[0] ?? initializeApp();
}

/** The bot and chats from the deploy's secret and params; empty values are "not set". */
function telegramSettings(): TelegramSettings {
  const value = (text: string) => text.trim() || undefined;
  const botToken = value(telegramBotToken.value());
  const apiRoot = value(process.env.TELEGRAM_API_ROOT ?? '');
  const chatIds = Object.fromEntries(
    (
      [
        ['adminGroup', adminChatId.value()],
        ['deliveryChat', deliveryChatId.value()],
        ['labClient', labChatId.value()],
      ] as const
    ).flatMap(([channel, id]) => (value(id) ? [[channel, id.trim()]] : [])),
  );
  return { ...(botToken ? { botToken } : {}), ...(apiRoot ? { apiRoot } : {}), chatIds };
}

let hostDeps: HostDeps | undefined;

/** The deployed host: Firestore through firebase-admin, Auth for custom tokens, the demo town's config. */
export function productionDeps(): HostDeps {
  if (!hostDeps) {
    const db = getFirestore(adminApp());
    // Core documents leave optional fields out; never let an undefined slip in as an error.
    db.settings({ ignoreUndefinedProperties: true });
    const auth = getAuth(adminApp());
    hostDeps = {
      context: {
        store: createFirestoreStore(db),
        clock: systemClock,
        ids: createRandomIds(),
        hasher: createScryptHasher(),
        town: demoTown,
      },
      auth,
      photos: createCloudStoragePhotos(getStorage(adminApp()).bucket()),
      photoStorage: () => ({ limitBytes: photoStorageLimitMb.value() * 1024 * 1024 }),
      // Read per request: secrets and params are resolved at run time, not at module load.
      telegram: () => describeTelegramSetup(telegramSettings()),
    };
  }
  return hostDeps;
}

/** Alert delivery with D's core code: the Telegram sender when a bot token is set. */
export function alertDeps(): DeliveryDeps {
  const { context } = productionDeps();
  const { botToken, apiRoot, chatIds } = telegramSettings();
  return {
    store: context.store,
    clock: systemClock,
    ids: createRandomIds(),
    sender: botToken ? createTelegramSender({ botToken, ...(apiRoot ? { apiRoot } : {}) }) : null,
    chatIds,
  };
}
