import type { ReadResult } from '../backend/reads';
import { browserStorage } from './storage';

export type SearchCatalogAnswer = ReadResult<'searchCatalog'>;

/**
 * The last catalog search was built from, kept on the phone: offline, search still finds what
 * an earlier visit saw, on either host (Firestore's web SDK keeps no copy of its own here).
 */
const savedKey = (townSlug: string) => `${townSlug}_searchCatalog`;

/** The saved copy as it was written, or undefined. */
function savedText(townSlug: string): string | undefined {
  try {
    return browserStorage().getItem(savedKey(townSlug)) ?? undefined;
  } catch {
    return undefined;
  }
}

function parsed(text: string | undefined): SearchCatalogAnswer | undefined {
  try {
    const saved = text ? (JSON.parse(text) as SearchCatalogAnswer) : undefined;
    return Array.isArray(saved?.entries) && Array.isArray(saved?.words) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function savedCatalog(townSlug: string): SearchCatalogAnswer | undefined {
  return parsed(savedText(townSlug));
}

/**
 * The saved copy, and a way to tell whether a fresh answer says the same: usually it does, and
 * the screen then keeps the copy (and the index built from it) instead of indexing the town twice.
 */
export function savedCatalogAndCheck(townSlug: string): {
  saved: SearchCatalogAnswer | undefined;
  sameAsSaved: (fresh: SearchCatalogAnswer) => boolean;
} {
  const text = savedText(townSlug);
  const saved = parsed(text);
  return { saved, sameAsSaved: (fresh) => saved !== undefined && JSON.stringify(fresh) === text };
}

export function saveCatalog(townSlug: string, answer: SearchCatalogAnswer): void {
  try {
    browserStorage().setItem(savedKey(townSlug), JSON.stringify(answer));
  } catch {
    // A full storage only costs offline search; the search itself goes on.
  }
}
