import type { KeyValueStorage } from '@town/core';

/** Browser storage as the app uses it: the cart's get and set, and removal for signing out. */
export type BrowserStorage = KeyValueStorage & { removeItem(key: string): void };

/** In-memory stand-in when the browser refuses storage (privacy modes, disabled cookies). */
function memoryStorage(): BrowserStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

let chosen: BrowserStorage | undefined;

/** localStorage when it works, else memory: the app keeps working for this visit either way. */
export function browserStorage(): BrowserStorage {
  if (chosen) return chosen;
  try {
    const storage = window.localStorage;
    const probe = '__town_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    chosen = storage;
  } catch {
    chosen = memoryStorage();
  }
  return chosen;
}
