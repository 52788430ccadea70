import type { TownConfig, TownDocument } from '../model/town';
import { townDocumentId } from '../model/town';
import type { StoreReader } from '../ports';
import { blankTown } from './defaults';

/**
 * The settings in a stored town document (without its id and time). A document saved before
 * the order caps and the request limits were settings has the starting town's figures for them
 * until an admin saves the settings again.
 */
export function townOfDocument(doc: TownDocument): TownConfig {
  const { id: _id, updatedAt: _updatedAt, ...town } = doc;
  const { openUnitsPerProduct, newPhoneOpenPaise, openPaisePerPhone, paisePerClientPerHour } =
    blankTown.orderLimits;
  const caps = { openUnitsPerProduct, newPhoneOpenPaise, openPaisePerPhone, paisePerClientPerHour };
  const stored = town as Omit<TownConfig, 'requestLimits'> & Partial<TownConfig>;
  return {
    ...town,
    // Only the caps: an absent `acceptWithinMinutes` means parts wait for the shop.
    orderLimits: { ...caps, ...town.orderLimits },
    requestLimits: stored.requestLimits ?? blankTown.requestLimits,
  };
}

/** The town's settings as stored, or null before the town was set up. */
export async function loadTown(store: StoreReader): Promise<TownConfig | null> {
  const doc = await store.get('town', townDocumentId);
  return doc ? townOfDocument(doc) : null;
}

/** What the hosts' actions and reads run with: the stored town, else the blank one. */
export const townOrBlank = (town: TownConfig | null): TownConfig => town ?? blankTown;

/** The document that stores `town`, changed at `now`. */
export function townDocument(town: TownConfig, now: Date): TownDocument {
  return { ...town, id: townDocumentId, updatedAt: now.toISOString() };
}
