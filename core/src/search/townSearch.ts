import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchWords } from '../model/searchWords';
import type { SearchEntry } from './entries';
import { wordsOf } from './fold';
import { searchWordsOf } from './queryBounds';
import { isSoundKey, soundKey } from './soundKey';
import { synonymsOf } from './synonyms';

/** How a result's best word met the query, best first. */
export const matchKinds = ['word', 'sound', 'start', 'near'] as const;
export type MatchKind = (typeof matchKinds)[number];

export interface SearchHit {
  entry: SearchEntry;
  /** word: a whole word (or one of its town synonyms); sound: the same word spelt another way;
   *  start: a word that starts with what was typed; near: a word a letter or two away. */
  match: MatchKind;
  /** Whether that match is in the title (the name) rather than the other text. */
  inTitle: boolean;
  score: number;
}

export interface TownSearch {
  search(query: string, limit?: number): SearchHit[];
}

/** The Bengali name is a name too: a match in it ranks like one in the English name. */
const fields = ['title', 'titleBn', 'keywords', 'detail'] as const;
const nameFields: readonly string[] = ['title', 'titleBn'];

/** Both forms of a word are indexed: its spelling and its sound (see soundKey). */
function termForms(word: string): string[] {
  const key = soundKey(word);
  return key === '' ? [word] : [word, key];
}

const bare = (term: string) => (isSoundKey(term) ? term.slice(1) : term);

/** Words of 4 letters or more may be a letter off (sound keys of 5); shorter ones must be right. */
function fuzziness(term: string): number | false {
  const letters = [...bare(term)].length;
  if (isSoundKey(term)) return letters >= 5 ? 1 : false;
  return letters >= 4 ? 0.2 : false;
}

/**
 * One index over the town's entries. Ranking puts whole words first, then the same word spelt
 * otherwise, then words that start with the query, then near spellings; within each, a match in
 * the name before one in the description, then by relevance. That order is what a resident
 * expects: "rui" must find Rohu (Rui) Fish before anything whose description says "fruit".
 */
export function createTownSearch(
  entries: readonly SearchEntry[],
  groups: readonly Pick<SearchWords, 'name' | 'words'>[],
): TownSearch {
  const index = emptyIndex();
  index.addAll(entries);
  return searchOver(index, entries, groups);
}

/** Entries indexed in one go between two yields to the page (see createTownSearchInSteps). */
const entriesPerStep = 20;

/**
 * `createTownSearch` a few entries at a time, giving the page back between steps: indexing the
 * whole town at once holds a phone's main thread for a few hundred milliseconds (every word's
 * spelling and sound key), in which a tap or a keystroke waits. The same index and ranking.
 */
export async function createTownSearchInSteps(
  entries: readonly SearchEntry[],
  groups: readonly Pick<SearchWords, 'name' | 'words'>[],
): Promise<TownSearch> {
  const index = emptyIndex();
  await index.addAllAsync(entries, { chunkSize: entriesPerStep });
  return searchOver(index, entries, groups);
}

function emptyIndex(): MiniSearch<SearchEntry> {
  return new MiniSearch<SearchEntry>({
    idField: 'key',
    fields: [...fields],
    storeFields: [],
    tokenize: wordsOf,
    processTerm: (term) => termForms(term),
  });
}

function searchOver(
  index: MiniSearch<SearchEntry>,
  entries: readonly SearchEntry[],
  groups: readonly Pick<SearchWords, 'name' | 'words'>[],
): TownSearch {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const synonyms = synonymsOf(groups);

  function run(words: string[], combineWith: 'AND' | 'OR') {
    const literal = new Set<string>();
    const sounds = new Set<string>();
    const queries: Query[] = words.map((word) => {
      const phrases = [[word], ...synonyms.of(word)];
      const alternatives: Query[] = phrases.map((phrase) => {
        for (const part of phrase) {
          literal.add(part);
          const key = soundKey(part);
          if (key) sounds.add(key);
        }
        return {
          combineWith: 'AND',
          queries: phrase.map((part) => ({ combineWith: 'OR', queries: termForms(part) })),
        };
      });
      return { combineWith: 'OR', queries: alternatives };
    });
    const results = index.search(
      { combineWith, queries },
      {
        tokenize: (term) => [term],
        processTerm: (term) => term,
        prefix: (term) => [...bare(term)].length >= 2,
        fuzzy: fuzziness,
        boost: { title: 4, titleBn: 4, keywords: 2, detail: 1 },
      },
    );
    return results.flatMap((result) => hitOf(result, literal, sounds) ?? []);
  }

  function hitOf(
    result: SearchResult,
    literal: Set<string>,
    sounds: Set<string>,
  ): SearchHit | undefined {
    const entry = byKey.get(String(result.id));
    if (!entry) return undefined;
    let best: { match: MatchKind; inTitle: boolean } = { match: 'near', inTitle: false };
    const starts = [...literal, ...sounds];
    for (const term of result.terms) {
      const match: MatchKind = literal.has(term)
        ? 'word'
        : sounds.has(term)
          ? 'sound'
          : starts.some((typed) => term.startsWith(typed))
            ? 'start'
            : 'near';
      const inTitle = (result.match[term] ?? []).some((field) => nameFields.includes(field));
      if (rankOf({ match, inTitle }) < rankOf(best)) best = { match, inTitle };
    }
    return { entry, ...best, score: result.score };
  }

  return {
    search(query, limit = 30) {
      const words = searchWordsOf(query);
      if (words.length === 0) return [];
      let hits = run(words, 'AND');
      // Several words that no one entry holds: the entries holding most of them still help.
      if (hits.length === 0 && words.length > 1) hits = run(words, 'OR');
      return hits.sort(compareHits).slice(0, limit);
    },
  };
}

const rankOf = (hit: { match: MatchKind; inTitle: boolean }) =>
  matchKinds.indexOf(hit.match) * 2 + (hit.inTitle ? 0 : 1);

function compareHits(a: SearchHit, b: SearchHit): number {
  return rankOf(a) - rankOf(b) || b.score - a.score || a.entry.title.localeCompare(b.entry.title);
}
