import type { PasswordHasher } from '@town/core';

/** Each demo password's hash, made once per test process (salt and all), by password. */
const madeHashes = new Map<string, Promise<string>>();

/**
 * The host's own hasher, but each demo password is hashed once per test process: a demo town
 * holds 15 staff logins, each scrypt hash takes a deliberate ~170 ms of CPU, and a run seeds a
 * demo town well over a hundred times (every contract and browser suite starts its hosts). The
 * hashes are real and salted, and logins still verify through the host's hasher; only seeding
 * stops repeating the same work. Product code seeds through the hasher it is given, unchanged.
 */
export function seedingHasher(hasher: PasswordHasher): PasswordHasher {
  return {
    ...hasher,
    hash(password) {
      let made = madeHashes.get(password);
      if (!made) {
        made = hasher.hash(password);
        made.catch(() => madeHashes.delete(password));
        madeHashes.set(password, made);
      }
      return made;
    },
    verify: (password, stored) => hasher.verify(password, stored),
    digest: (secret) => hasher.digest(secret),
  };
}
