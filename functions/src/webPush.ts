import type { Store, WebPushSetup } from '@town/core';
import {
  createPushSender,
  placeholderVapidSubject,
  type VapidKeyPair,
  vapidSubjectProblem,
} from '@town/core/node';
import { logger } from 'firebase-functions';
import webPush from 'web-push';

/** The one document of `vapidKeys` (server-only in firestore.rules). */
const vapidDocumentId = 'vapid';

/**
 * The town's VAPID key pair, made at first use and kept in Firestore's `vapidKeys/vapid`. Made
 * in a transaction: two instances starting together both read nothing, one commits, and the
 * other's transaction runs again (Firestore's optimistic retry), reads that pair and keeps it.
 * A second pair would silence every browser subscribed to the first. Read once per instance.
 */
export function firestoreVapidKeys(store: Store): () => Promise<VapidKeyPair> {
  let kept: Promise<VapidKeyPair> | undefined;
  const load = async (): Promise<VapidKeyPair> => {
    const made = webPush.generateVAPIDKeys();
    const { publicKey, privateKey } = await store.transaction(async (tx) => {
      const stored = await tx.get('vapidKeys', vapidDocumentId);
      if (stored) return stored;
      const fresh = { id: vapidDocumentId, ...made };
      tx.set('vapidKeys', fresh);
      return fresh;
    });
    return { publicKey, privateKey };
  };
  return () => {
    // A failed read is not kept: the next call asks Firestore again.
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}

/**
 * Origins accepted as push endpoints besides the known push services: a test's fake push
 * service. Only on the emulators (FUNCTIONS_EMULATOR=true), whatever PUSH_TEST_ORIGINS says,
 * so a deployed project never POSTs to an address of a .env file's choosing.
 */
export function pushTestOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  if (env.FUNCTIONS_EMULATOR !== 'true') return [];
  return (env.PUSH_TEST_ORIGINS ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
}

/** What the actions see of push: the public key browsers subscribe with. */
export function webPushSetup(
  keys: () => Promise<VapidKeyPair>,
  extraEndpointOrigins: readonly string[] = [],
): WebPushSetup {
  return {
    publicKey: async () => (await keys()).publicKey,
    ...(extraEndpointOrigins.length > 0 ? { extraEndpointOrigins } : {}),
  };
}

/**
 * The outbox's push sender, the one both hosts share (core/src/node), with the deploy's
 * VAPID_SUBJECT; a malformed subject is logged and the placeholder used, so notifications still
 * go while the operator fixes it.
 */
export function firebasePushSender(keys: () => Promise<VapidKeyPair>, subject: string) {
  const problem = vapidSubjectProblem(subject);
  if (problem) logger.error(problem);
  return createPushSender(
    webPush.generateRequestDetails,
    keys,
    problem ? placeholderVapidSubject : subject,
  );
}
