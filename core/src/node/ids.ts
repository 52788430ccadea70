import { randomBytes, randomInt } from 'node:crypto';
import type { Clock, IdSource } from '../ports';

/** Crockford-style alphabet without 0/O, 1/I/L and U: codes read out on the phone stay unambiguous. */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Bytes drawn from the CSPRNG per call: enough for about a hundred ids and secrets. */
const poolSize = 4096;

/**
 * Random bytes from Node's CSPRNG, drawn a block at a time. A `randomBytes` call costs about the
 * same for 15 bytes as for 4 KiB (2–3 µs on an idle machine, more under load), and an order asks
 * for five ids and a secret: under the orders benchmark those calls were a tenth of the host's
 * time. Every byte is handed out once, from a block never written again.
 */
export function createRandomPool(size = poolSize): (length: number) => Buffer {
  let block = Buffer.alloc(0);
  let used = 0;
  return (length) => {
    if (length > size) return randomBytes(length);
    if (used + length > block.length) {
      block = randomBytes(size);
      used = 0;
    }
    const bytes = block.subarray(used, used + length);
    used += length;
    return bytes;
  };
}

/** Ids, order codes and secrets from the CSPRNG: 120 random bits per id, 256 per secret. */
export function createRandomIds(random = createRandomPool()): IdSource {
  return {
    newId: () => random(15).toString('base64url'),
    newCode() {
      let code = '';
      for (let i = 0; i < 6; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
      return `${code.slice(0, 3)}-${code.slice(3)}`;
    },
    newSecret: () => random(32).toString('base64url'),
  };
}

export const systemClock: Clock = { now: () => new Date() };

/** Base-32 digits in ASCII order, so that a fixed-width number sorts as its text does. */
const sortableDigits = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 32^10 = 2^50 ms: ten digits last until the year 37648. */
const timeDigits = 10;

/** Milliseconds since 1970 as ten base-32 digits. */
export function sortableTime(ms: number): string {
  let text = '';
  let rest = Math.max(0, Math.floor(ms));
  for (let i = 0; i < timeDigits; i++) {
    text = sortableDigits[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

/**
 * Ids for a B-tree store (the local host's SQLite): the creation time first, then the same 120
 * random bits as `createRandomIds`. Random ids put every new row's key on a random page of each
 * id index, so a batch of orders rewrote a page per document in the WAL (over half of what an
 * order wrote); ids that start with the time land together at the end of the index. Firestore
 * is the opposite (increasing ids concentrate writes on one server), so the Firebase host keeps
 * random ids. The time an id tells is the document's own `createdAt`, no secret.
 */
export function createTimeOrderedIds(clock: Clock = systemClock): IdSource {
  const random = createRandomPool();
  const ids = createRandomIds(random);
  return {
    ...ids,
    newId: () => sortableTime(clock.now().getTime()) + random(15).toString('base64url'),
  };
}
