import { backend } from '../backend';
import { browserStorage } from '../state/storage';

/**
 * The browser's side of Web Push, shared by "Tell me when it moves" on a private page (decision
 * 2030) and "Notify this phone of new orders" on a staff board (decision 2070).
 */

/** Whether this browser can be told by Web Push at all (a service worker and a PushManager). */
export const canPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/** Why a tap did not sign this browser up: the phone's settings, or the push service. */
export type PushRefusal = 'denied' | 'failed';

/** A browser's subscription as the follow actions take it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * The town's VAPID key, asked once per page load: /my shows a button per open order or booking,
 * and the key is the same for all of them. A failed read is asked again next time.
 */
let publicKeyRead: Promise<string | null> | undefined;
export const townPublicKey = () => {
  publicKeyRead ??= backend
    .read<{ publicKey: string | null }>('pushPublicKey')
    .then((reply) => reply.publicKey)
    .catch(() => {
      publicKeyRead = undefined;
      return null;
    });
  return publicKeyRead;
};

/**
 * Asks for permission to notify, then for this browser's subscription through the app's service
 * worker (the one it already has, else a new one). Answers the subscription, or why there is none.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<BrowserSubscription | PushRefusal> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  // The browser's push service may be unreachable (no signal, a browser without one).
  const made = await (async () => {
    const registration = await navigator.serviceWorker.ready;
    return (
      (await registration.pushManager.getSubscription()) ??
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })
    );
  })().catch(() => undefined);
  if (!made) return 'failed';
  const json = made.toJSON();
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** This browser's current subscription's endpoint, to stop it; undefined when it has none. */
export async function thisBrowserEndpoint(): Promise<string | undefined> {
  const current = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  return current?.endpoint;
}

/**
 * What this browser asked to be told about (a link, a board), kept under `key` so the button
 * says "on" on the next visit.
 */
export function keptOnThisBrowser(key: string) {
  const all = (): string[] => {
    try {
      const kept = JSON.parse(browserStorage().getItem(key) ?? '[]');
      return Array.isArray(kept) ? kept : [];
    } catch {
      return [];
    }
  };
  return {
    has: (what: string) => all().includes(what),
    set: (what: string, on: boolean) =>
      browserStorage().setItem(
        key,
        JSON.stringify([...all().filter((each) => each !== what), ...(on ? [what] : [])]),
      ),
  };
}
