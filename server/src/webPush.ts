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
 * Web Push: `web-push` encrypts and signs (aes128gcm, VAPID), and the request goes out by
 * fetch, so the outbox's timeout ends it. 404/410 mean the browser dropped the subscription
 * (`gone`); 429 and 5xx pass; any other refusal is for good.
 */
export function createPushSender(keys: VapidKeyPair, subject: string): PushSender {
  return {
    async send(message: PushMessage, signal: AbortSignal) {
      const request = webPush.generateRequestDetails(
        { endpoint: message.endpoint, keys: message.keys },
        message.payload,
        {
          vapidDetails: { subject, ...keys },
          TTL: timeToLiveSeconds,
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
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
