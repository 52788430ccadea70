import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '@town/core';
import { storedVapidKeys, type VapidKeyPair } from '@town/core/node';
import webPush from 'web-push';

/** Where the local host kept the pair before it moved into the database (2026-11-29). */
export const earlierVapidFileName = 'vapid-keys.json';

/**
 * The town's VAPID key pair, kept in the database (`vapidKeys/vapid`) so that backups and
 * restores carry it: browsers subscribe to its public key, so a new pair would silence every
 * subscription. Made at the first start; a pair an earlier version kept in the data folder's
 * `vapid-keys.json` is taken over instead, keeping the browsers subscribed to it.
 */
export function localVapidKeys(store: Store, dataDir: string): () => Promise<VapidKeyPair> {
  return storedVapidKeys(store, () => {
    const file = join(dataDir, earlierVapidFileName);
    if (!existsSync(file)) return webPush.generateVAPIDKeys();
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
    return { publicKey, privateKey };
  });
}
