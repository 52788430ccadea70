import type { KeyValueStorage } from '@town/core';

/** In-memory stand-in when the browser refuses storage (privacy modes, disabled cookies). */
function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

let chosen: KeyValueStorage | undefined;

/** localStorage when it works, else memory: the app keeps working for this visit either way. */
export function browserStorage(): KeyValueStorage {
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
