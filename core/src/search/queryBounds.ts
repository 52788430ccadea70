import { searchQueryBounds } from '../vocabulary';
import { wordsOf } from './fold';

export { searchQueryBounds };

/** The typed text cut to `maxLength` characters (whole characters, never half a pair). */
export function boundSearchText(text: string): string {
  const characters = [...text];
  return characters.length <= searchQueryBounds.maxLength
    ? text
    : characters.slice(0, searchQueryBounds.maxLength).join('');
}

/** The folded words a query is searched by, within every bound (see `searchQueryBounds`). */
export function searchWordsOf(query: string): string[] {
  return wordsOf(boundSearchText(query))
    .slice(0, searchQueryBounds.maxWords)
    .map((word) => [...word].slice(0, searchQueryBounds.maxWordLength).join(''));
}
