/**
 * The town's search: entries from the public catalog, the words residents use (Bengali script,
 * romanised, local names) and the ranking. Imported by the web app's search screen only, from
 * `@town/core/search`, so the search library stays out of the first-load bundle.
 */
export { bengaliToLatin } from './bengali';
export {
  productSearchEntry,
  type SearchCatalog,
  type SearchEntry,
  type SearchKind,
  type SearchProduct,
  searchEntriesOf,
  searchKinds,
} from './entries';
export { foldText, wordsOf } from './fold';
export { boundSearchText, searchQueryBounds, searchWordsOf } from './queryBounds';
export { soundKey } from './soundKey';
export { synonymsOf } from './synonyms';
export {
  createTownSearch,
  createTownSearchInSteps,
  type MatchKind,
  matchKinds,
  minShareOfBest,
  type SearchHit,
  type TownSearch,
} from './townSearch';
