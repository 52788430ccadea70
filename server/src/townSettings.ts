import {
  loadTown,
  type StoreReader,
  type TownConfig,
  type TownDocument,
  townDocumentId,
  townOfDocument,
  townOrBlank,
} from '@town/core';
import type { StoreChange } from './db/sqliteStore';

/**
 * The town's settings as the host runs with them: read from the store at start, then replaced
 * by every committed write of the town document, so the next request (page, read or action)
 * uses them: saving the settings needs no restart and no rebuild.
 */
export function createTownKeeper() {
  let stored: TownConfig | null = null;
  return {
    /** The settings actions and reads run with: the blank town before the setup. */
    current: (): TownConfig => townOrBlank(stored),
    /** The stored settings, or null before the setup. */
    stored: (): TownConfig | null => stored,
    async load(store: StoreReader): Promise<void> {
      stored = await loadTown(store);
    },
    committed(changes: readonly StoreChange[]): void {
      for (const change of changes) {
        if (change.collection !== 'town' || change.id !== townDocumentId) continue;
        stored = change.data ? townOfDocument(JSON.parse(change.data) as TownDocument) : null;
      }
    },
  };
}
export type TownKeeper = ReturnType<typeof createTownKeeper>;
