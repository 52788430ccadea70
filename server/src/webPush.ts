import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VapidKeyPair } from '@town/core/node';
import webPush from 'web-push';

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
