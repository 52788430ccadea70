import type { PushMessage, PushSender } from '../ports';
import { ChatSendError } from '../telegram/errors';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** The request web-push's `generateRequestDetails` gives: encrypted (aes128gcm) and signed. */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * web-push's `generateRequestDetails`, handed in by each host from its own dependency: core's
 * manifest lists no web-push, and both hosts then send through this one implementation.
 */
export type MakePushRequest = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  options: {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL: number;
    contentEncoding: 'aes128gcm';
  },
) => PushRequest;

/** How long a push service keeps a notification for a phone that is off: a day, like the outbox. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Web Push: `web-push` encrypts and signs (aes128gcm, VAPID), and the request goes out by
 * fetch, so the outbox's timeout ends it, with no redirect followed (a push service must not
 * bounce the host elsewhere). 404/410 mean the browser dropped the subscription (`gone`); 429
 * and 5xx pass; any other refusal is for good. The keys are asked for at each send: the
 * Firebase host reads them from Firestore once per instance.
 */
export function createPushSender(
  makeRequest: MakePushRequest,
  vapidKeys: () => Promise<VapidKeyPair>,
  subject: string,
): PushSender {
  return {
    async send(message: PushMessage, signal: AbortSignal) {
      const { publicKey, privateKey } = await vapidKeys();
      const request = makeRequest(
        { endpoint: message.endpoint, keys: message.keys },
        message.payload,
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: timeToLiveSeconds,
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal,
          redirect: 'error',
        });
        status = response.status;
      } catch (error) {
        throw new ChatSendError('transient', `Push service: ${(error as Error).message}`);
      }
      if (status >= 200 && status < 300) return;
      throw pushFailure(status);
    },
  };
}

function pushFailure(status: number): ChatSendError {
  const text = `Push service answered ${status}`;
  if (status === 404 || status === 410) return new ChatSendError('gone', text);
  if (status === 429 || status >= 500) return new ChatSendError('transient', text);
  return new ChatSendError('rejected', text);
}

/** The placeholder sender named until the operator sets VAPID_SUBJECT (decision 2030). */
export const placeholderVapidSubject = 'mailto:town-app@example.invalid';

/** Why a VAPID subject cannot be used, or null: push services want a mailto: or https: address. */
export function vapidSubjectProblem(subject: string): string | null {
  return /^(mailto:|https:\/\/)/.test(subject)
    ? null
    : `VAPID_SUBJECT must start with mailto: or https://, not "${subject}"`;
}
