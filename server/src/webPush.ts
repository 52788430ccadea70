import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChatSendError, type PushMessage, type PushSender } from '@town/core';
import webPush from 'web-push';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** The file in the data folder that keeps the town's VAPID key pair, readable by its owner only. */
export const vapidFileName = 'vapid-keys.json';

/**
 * The town's VAPID key pair, made at the first start and kept in the data folder (mode 0600):
 * browsers subscribe to this public key, so a new pair would silence every subscription.
 */
export function loadVapidKeys(dataDir: string): VapidKeyPair {
  const file = join(dataDir, vapidFileName);
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
    return { publicKey, privateKey };
  }
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
}

/** How long a push service keeps a notification for a phone that is off: a day, like the outbox. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Web Push through the `web-push` library: 404/410 mean the browser dropped the subscription
 * (`gone`); 429 and 5xx pass; any other refusal is for good.
 */
export function createPushSender(keys: VapidKeyPair, subject: string): PushSender {
  return {
    async send(message: PushMessage, signal: AbortSignal) {
      if (signal.aborted) throw new ChatSendError('transient', 'Stopped before sending');
      try {
        await webPush.sendNotification(
          { endpoint: message.endpoint, keys: message.keys },
          message.payload,
          {
            vapidDetails: { subject, ...keys },
            TTL: timeToLiveSeconds,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
          },
        );
      } catch (error) {
        throw pushFailure(error);
      }
    },
  };
}

function pushFailure(error: unknown): ChatSendError {
  const status = error instanceof webPush.WebPushError ? error.statusCode : undefined;
  const text = `Push service: ${status ?? (error instanceof Error ? error.message : String(error))}`;
  if (status === 404 || status === 410) return new ChatSendError('gone', text);
  if (status === undefined || status === 429 || status >= 500) {
    return new ChatSendError('transient', text);
  }
  return new ChatSendError('rejected', text);
}
