/**
 * One part of the search catalog as last built (decision 1960): the JSON text of the read's
 * answer, cut in parts that each stay well below Firestore's 1 MiB document limit. Kept as text,
 * not as fields, so Firestore indexes one string instead of every field of every entry (a
 * document may have at most 40,000 index entries). Part 0 has the id `searchCatalogId`, the
 * others `<searchCatalogId>-<n>`; every part carries the same `stamp`, so a reader that caught
 * parts of two builds (reads outside a transaction) can tell.
 */
export interface SearchCatalogPart {
  id: string;
  /** How many parts the build wrote (only part 0's counts). */
  parts: number;
  /** A digest of the whole text, the same on every part of one build. */
  stamp: string;
  text: string;
  /**
   * When the products' stock counts in it were last written (ms; part 0 only): a count that
   * changes without a product selling out or coming back is written at most once a minute.
   * Absent on parts written before it was kept: the next count change writes.
   */
  countsAt?: number;
}
