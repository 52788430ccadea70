import type { TownConfig } from '@town/core';
import { primeRead } from './backend/useRead';

/** Id of the script tag that carries the town settings the page was built with. */
export const townDataId = 'town-data';

/**
 * The host writes the town's settings into the shell it serves (web/src/render/hostPages.ts), so
 * the name, logo and help desk show with the first paint of a page the browser renders alone
 * (the service worker's offline copy among them); the `town` read still refreshes them.
 */
export function primeBuiltInTown(): TownConfig | undefined {
  const text = document.getElementById(townDataId)?.textContent;
  if (!text) return undefined;
  try {
    const town = JSON.parse(text) as TownConfig;
    primeRead('town', undefined, town);
    return town;
  } catch {
    return undefined;
  }
}
