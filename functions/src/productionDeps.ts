import { type AlertDeliveryDeps, demoTown } from '@town/core';
import { createRandomIds, createScryptHasher, systemClock } from '@town/core/node';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from './firestoreStore';
import type { HostDeps } from './hostDeps';
import { adminChatId, deliveryChatId, labChatId, telegramBotToken } from './params';
import { createTelegramSender } from './telegramSender';

function adminApp() {
  return getApps()[0] ?? initializeApp();
}

let hostDeps: HostDeps | undefined;

/** The deployed host: Firestore through firebase-admin, Auth for custom tokens, the demo town's config. */
export function productionDeps(): HostDeps {
  if (!hostDeps) {
    const db = getFirestore(adminApp());
    // Core documents leave optional fields out; never let an undefined slip in as an error.
    db.settings({ ignoreUndefinedProperties: true });
    hostDeps = {
      context: {
        store: createFirestoreStore(db),
        clock: systemClock,
        ids: createRandomIds(),
        hasher: createScryptHasher(),
        town: demoTown,
      },
      auth: getAuth(adminApp()),
    };
  }
  return hostDeps;
}

/** Alert delivery: the Telegram sender when a bot token is set, else entries stay pending. */
export function productionAlertDeps(): AlertDeliveryDeps {
  const { context } = productionDeps();
  const token = telegramBotToken.value();
  return {
    store: context.store,
    clock: context.clock,
    sender: token
      ? createTelegramSender({
          token,
          chats: {
            adminGroup: adminChatId.value(),
            deliveryChat: deliveryChatId.value(),
            labClient: labChatId.value(),
          },
        })
      : null,
  };
}
