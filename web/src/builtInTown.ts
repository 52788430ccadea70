import { primePageReads, requestKey } from './backend/useRead';

/** Id of the script tag that carries the town's settings in the shell the host filled. */
export const townDataId = 'town-data';

/**
 * The host writes the town's settings, as they are when it serves the shell, into it
 * (web/src/render/hostPages.ts): a page the browser renders alone (the service worker's offline
 * copy among them) shows the town's name, logo and help desk with its first paint, and takes
 * them as the page's own, as a page the host rendered does (a copy kept offline is refreshed by
 * the worker whenever the town changes, not by asking again here).
 */
export function primeBuiltInTown(): void {
  const text = document.getElementById(townDataId)?.textContent;
  if (!text) return;
  try {
    primePageReads([[requestKey('town', undefined), JSON.parse(text)]]);
  } catch {
    // A damaged copy: the `town` read asks the host instead.
  }
}
