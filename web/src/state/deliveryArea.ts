import { storageKeys, type TownConfig } from '@town/core';
import { listsDeliveryAreas } from '@town/core/vocabulary';
import { useSyncExternalStore } from 'react';
import { browserStorage } from './storage';

/**
 * The locality the customer chose at checkout, shared by the cart's totals and the checkout on
 * one page (the fee follows it in both) and remembered for the next order on this browser.
 * '' is none chosen yet; `notListed` is "my locality is not in the list".
 */
export const notListed = '-';

/** Kept apart from the remembered contact: a locality belongs to one town's list. */
const storageKey = storageKeys('town').deliveryArea;
const listeners = new Set<() => void>();
let chosen: string | undefined;

function stored(): string {
  if (chosen !== undefined) return chosen;
  try {
    chosen = browserStorage().getItem(storageKey) ?? '';
  } catch {
    chosen = '';
  }
  return chosen;
}

/** Chooses a locality (or `notListed`) for this page and the next order. */
export function chooseDeliveryArea(areaId: string): void {
  chosen = areaId;
  try {
    browserStorage().setItem(storageKey, areaId);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The chosen locality's id as the town lists it now: a remembered one the town no longer lists
 * reads as none chosen, so the customer is asked again rather than charged an old fee.
 * A page the host rendered has none chosen, as hydration must.
 */
export function useDeliveryArea(town: TownConfig | undefined): string {
  const areaId = useSyncExternalStore(subscribe, stored, () => '');
  if (!town || !listsDeliveryAreas(town.delivery)) return '';
  if (areaId === notListed) return notListed;
  return town.delivery.areas?.some((area) => area.id === areaId) ? areaId : '';
}
