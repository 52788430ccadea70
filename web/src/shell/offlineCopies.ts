import { backend, workerKeepsReads } from '../backend';
import type { PageData } from '../render/pageData';

/**
 * On a first visit the page (and its reads) arrived before the service worker was there to keep
 * a copy: a server-rendered page carries its data inside, and the emergency numbers were never
 * fetched at all. Once the new worker takes control, ask again for the emergency numbers and the
 * page's own reads, through the worker, so they are on the phone if the network goes next.
 * Not on a Firebase build: the worker keeps no Firestore answers, so asking again would only
 * load the Firebase SDK on a visitor's first visit (decision 1450).
 */
export function keepOfflineCopies(page: PageData | undefined): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workerKeepsReads || !workers || workers.controller) return;
  workers.addEventListener(
    'controllerchange',
    () => {
      const keys = new Set([JSON.stringify(['emergencyContacts', []])]);
      for (const [key] of page?.reads ?? []) keys.add(key);
      for (const key of keys) {
        const [name, entries] = JSON.parse(key) as [string, [string, string][]];
        backend.read(name, Object.fromEntries(entries)).catch(() => {
          // Only a copy for later: the page already shows what it has.
        });
      }
    },
    { once: true },
  );
}
