import { createHash } from 'node:crypto';
import {
  assertAllowed,
  type CollectionName,
  everyone,
  type Principal,
  parseInput,
  type ReadContext,
  type ReadDef,
  type StoreReader,
} from '@town/core';

/**
 * Which collections changed, and when: a sequence number bumped on every commit that wrote
 * something, and per collection the number of the last commit that wrote to it. Coarse on
 * purpose: any write to a collection makes every answer read from it stale.
 */
export function createCollectionVersions() {
  let sequence = 0;
  const changedAt = new Map<string, number>();
  return {
    /** The number of the last commit so far. */
    current: () => sequence,
    /** Called once per committed transaction (or group of them) with the collections written. */
    committed(collections: Iterable<string>): void {
      sequence++;
      for (const collection of collections) changedAt.set(collection, sequence);
    },
    /** Whether any of `collections` was written by a commit after number `since`. */
    changedSince(collections: readonly string[], since: number): boolean {
      for (const collection of collections) {
        if ((changedAt.get(collection) ?? 0) > since) return true;
      }
      return false;
    },
  };
}
export type CollectionVersions = ReturnType<typeof createCollectionVersions>;

/** A read's answer as sent: its JSON bytes and a strong ETag naming exactly those bytes. */
export interface ReadAnswer {
  body: Buffer;
  etag: string;
}

interface Entry extends ReadAnswer {
  /** The collections the read looked at. */
  collections: CollectionName[];
  /** The commit number before the read ran: a later write to one of them makes it stale. */
  builtAt: number;
}

export interface ReadCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const defaultReadCacheLimits: ReadCacheLimits = { maxEntries: 1000, maxBytes: 32 << 20 };

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url')}"`;

export const answerOf = (result: unknown): ReadAnswer => {
  const body = Buffer.from(JSON.stringify({ result }));
  return { body, etag: etagOf(body) };
};

/** Every role may run it: the same answer can go to any caller once it is known. */
const openToAll = (def: ReadDef) => everyone.every((role) => def.audience.includes(role));

/**
 * Public reads answered once and served as bytes until a commit writes to a collection the read
 * looked at. An answer is shared only if the read looked at nothing but the store and the town's
 * settings: one that asked who the caller is or what time it is (a doctor's free slots today) is
 * computed for each request. The key is the request's path and query as sent, so the same URL
 * is the same read with the same input.
 */
export function createReadCache(versions: CollectionVersions, limits = defaultReadCacheLimits) {
  // Insertion order is age: the oldest answers go first when the cache is full.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  function remember(key: string, entry: Entry): void {
    const old = entries.get(key);
    if (old) drop(key, old);
    if (entry.body.length > limits.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldestKey, oldest] of entries) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      drop(oldestKey, oldest);
    }
  }

  return {
    /** Whether answers of this read may be shared between callers at all. */
    shareable: openToAll,

    /** The stored answer for this key if nothing it read has changed since. */
    lookup(key: string): ReadAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (versions.changedSince(entry.collections, entry.builtAt)) {
        drop(key, entry);
        return undefined;
      }
      return entry;
    },

    /**
     * Runs the read for this caller (role, then input, as `runRead` does) while noting what it
     * looks at, and keeps the answer under `key` when it may be shared.
     */
    async answer(
      key: string,
      def: ReadDef,
      context: Omit<ReadContext, 'principal'>,
      principal: Principal,
      raw: unknown,
    ): Promise<ReadAnswer> {
      assertAllowed(def.audience, principal, def.name);
      const input = parseInput(def.input, raw);
      const builtAt = versions.current();
      const seen = new Set<CollectionName>();
      let perRequest = false;
      const store: StoreReader = {
        get(collection, id) {
          seen.add(collection);
          return context.store.get(collection, id);
        },
        query(collection, query) {
          seen.add(collection);
          return context.store.query(collection, query);
        },
      };
      const tracked: ReadContext = {
        ...context,
        store,
        clock: {
          now() {
            perRequest = true;
            return context.clock.now();
          },
        },
        // The town's settings change with an admin's save: an answer made from them is kept
        // only until the town document is written again.
        get town() {
          seen.add('town');
          return context.town;
        },
        get principal() {
          perRequest = true;
          return principal;
        },
      };
      const answer = answerOf(await def.run(tracked, input));
      if (!perRequest && openToAll(def)) {
        remember(key, { ...answer, collections: [...seen], builtAt });
      }
      return answer;
    },

    /** How many answers are held (for tests and diagnostics). */
    size: () => entries.size,
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * Whether an If-None-Match header names this ETag: a list of strong or weak tags, or `*`.
 * A weak match is enough for a GET revalidation.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}
