import type { Store, WebPushSetup } from '@town/core';
import {
  createPushSender,
  placeholderVapidSubject,
  storedVapidKeys,
  type VapidKeyPair,
  vapidSubjectProblem,
} from '@town/core/node';
import { logger } from 'firebase-functions';
import webPush from 'web-push';

/** The town's VAPID key pair in Firestore's `vapidKeys/vapid`, made at first use. */
export const firestoreVapidKeys = (store: Store) =>
  storedVapidKeys(store, () => webPush.generateVAPIDKeys());

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
