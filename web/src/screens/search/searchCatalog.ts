import type { ReadResult } from '../../backend/reads';
import { browserStorage } from '../../state/storage';

export type SearchCatalogAnswer = ReadResult<'searchCatalog'>;

/**
 * The last catalog search was built from, kept on the phone: offline, search still finds what
 * an earlier visit saw, on either host (Firestore's web SDK keeps no copy of its own here).
 */
const savedKey = (townSlug: string) => `${townSlug}_searchCatalog`;

export function savedCatalog(townSlug: string): SearchCatalogAnswer | undefined {
  try {
    const text = browserStorage().getItem(savedKey(townSlug));
    const saved = text ? (JSON.parse(text) as SearchCatalogAnswer) : undefined;
    return Array.isArray(saved?.entries) && Array.isArray(saved?.words) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function saveCatalog(townSlug: string, answer: SearchCatalogAnswer): void {
  try {
    browserStorage().setItem(savedKey(townSlug), JSON.stringify(answer));
  } catch {
    // A full storage only costs offline search; the search itself goes on.
  }
}
