/** One Web Push notification for one browser: the payload is encrypted for its keys. */
export interface PushMessage {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** JSON `{ title, body, url }`, what the app's service worker shows. */
  payload: string;
}

/**
 * Sends Web Push notifications signed with the town's VAPID key (both hosts). One call is one
 * request and never retries: the outbox owns retries. Failures are thrown as `ChatSendError`:
 * `gone` when the push service answers 404 or 410 (the browser dropped the subscription).
 */
export interface PushSender {
  send(message: PushMessage, signal: AbortSignal): Promise<void>;
}
