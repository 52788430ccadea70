import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { languageSchema } from './town';

/**
 * Push services a browser's subscription may name. The host POSTs to the endpoint, so any other
 * address would let a caller make the host send requests wherever they like.
 */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/**
 * Whether the host may POST to `endpoint`: https on a known push service; or an origin the host
 * was told to allow besides (a test harness's fake push service on 127.0.0.1, never by default).
 */
export function isPushEndpointAllowed(endpoint: string, alsoAllowed: readonly string[] = []) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (alsoAllowed.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return pushServiceHosts.some((pattern) => hostMatches(url.hostname, pattern));
}

/**
 * A P-256 public key, uncompressed (65 bytes, so 87 base64url characters starting with "B", the
 * 0x04 prefix), and a 16-byte auth secret (22 characters), as browsers give them: unpadded.
 */
const p256dhSchema = z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'Must be a P-256 public key');
const authSchema = z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, 'Must be a 16-byte secret');

/** A browser's PushSubscription as `toJSON()` gives it (expirationTime is ignored). */
export const browserSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: p256dhSchema, auth: authSchema }),
  expirationTime: z.number().nullable().optional(),
});
export type BrowserSubscription = z.infer<typeof browserSubscriptionSchema>;

/**
 * One browser told of an order's or a booking's moves: tied to the private link's order or
 * booking (`ref`, e.g. "orders/abc"), never to a phone. Ends when the order or booking is over.
 */
export const pushSubscriptionSchema = z.object({
  id: idSchema,
  ref: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  language: languageSchema,
  /** The private page's address without its secret: the browser keeps the link itself. */
  url: z.string(),
  createdAt: isoDateTimeSchema,
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;

/** The server-only VAPID key pair of a Firebase town (the local host keeps it in a file). */
export const vapidKeysSchema = z.object({
  id: idSchema,
  publicKey: z.string(),
  privateKey: z.string(),
});
export type VapidKeys = z.infer<typeof vapidKeysSchema>;
