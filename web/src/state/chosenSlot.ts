import type { SlotChoice } from '@town/core/deliverySlots';
import { useSyncExternalStore } from 'react';

/** A delivery slot chosen at checkout, and whether it is today's in the town (else tomorrow's). */
export interface ChosenSlot {
  choice: SlotChoice;
  isToday: boolean;
}

/**
 * The slot chosen in the checkout, shared with the cart's totals on the same page (which then
 * promise the slot instead of an estimate). Kept for this page only: a slot is an offer of the
 * moment, not a preference to remember.
 */
let chosen: ChosenSlot | undefined;
const listeners = new Set<() => void>();

export function chooseSlot(slot: ChosenSlot | undefined): void {
  chosen = slot;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen slot; none on a page the host rendered, as hydration must. */
export function useChosenSlot(): ChosenSlot | undefined {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => undefined,
  );
}
