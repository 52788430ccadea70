import { backend, workerKeepsReads } from '../backend';
import type { PageData } from '../render/pageData';

/** Asks for these reads through the service worker, which keeps a copy of each. */
function askAgain(keys: Iterable<string>): void {
  for (const key of keys) {
    const [name, entries] = JSON.parse(key) as [string, [string, string][]];
    backend.read(name, Object.fromEntries(entries)).catch(() => {
      // Only a copy for later: the page already shows what it has.
    });
  }
}

/**
 * A page the host rendered carries its reads inside, so they never pass the service worker's
 * read cache: ask for them again through the worker, once the page has loaded, so they are on
 * the phone if the network goes next. On a first visit the worker is not there yet: ask once
 * it takes control, for the emergency numbers too (never fetched: they came inside the page).
 * Not on a Firebase build: the worker keeps no Firestore answers, so asking again would only
 * load the Firebase SDK on a visitor's first visit (decision 1450).
 */
export function keepOfflineCopies(page: PageData | undefined): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workerKeepsReads || !workers) return;
  const pageReads = (page?.reads ?? []).map(([key]) => key);
  if (workers.controller) {
    if (pageReads.length === 0) return;
    // After the page's own requests: a copy for later must not slow the page down.
    if (document.readyState === 'complete') askAgain(pageReads);
    else window.addEventListener('load', () => askAgain(pageReads), { once: true });
    return;
  }
  workers.addEventListener(
    'controllerchange',
    () => askAgain(new Set([JSON.stringify(['emergencyContacts', []]), ...pageReads])),
    { once: true },
  );
}
