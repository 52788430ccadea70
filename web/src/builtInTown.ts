import type { TownConfig } from '@town/core';
import { primeRead } from './backend/useRead';

/** Id of the script tag that carries the town settings the page was built with. */
export const townDataId = 'town-data';

/**
 * The town's settings are written into the page at build time, so the name, logo and help desk
 * show with the first paint; the `town` read still refreshes them from the backend.
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
