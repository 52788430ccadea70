import type { SearchWords } from '../model/searchWords';
import { wordsOf } from './fold';
import { soundKey } from './soundKey';

/**
 * The town's word list, looked up by what a resident typed: each word of a group finds the whole
 * group, by its spelling or by its sound ("chaal" finds the group of "chal", চাল and "rice").
 */
export interface Synonyms {
  /** Every other way of saying `word`, each a phrase of one or more folded words. */
  of(word: string): string[][];
}

export function synonymsOf(groups: readonly Pick<SearchWords, 'name' | 'words'>[]): Synonyms {
  const byForm = new Map<string, Set<number>>();
  const phrases = groups.map((group) =>
    [group.name, ...group.words].map(wordsOf).filter((phrase) => phrase.length > 0),
  );
  phrases.forEach((group, index) => {
    for (const phrase of group) {
      // A phrase is found by its whole text only: "puffed rice" is not a name for every rice.
      const text = phrase.join(' ');
      const forms = phrase.length === 1 ? [text, soundKey(text)] : [text];
      for (const form of forms) {
        if (form === '') continue;
        const found = byForm.get(form) ?? new Set<number>();
        found.add(index);
        byForm.set(form, found);
      }
    }
  });
  return {
    of(word) {
      const indexes = new Set([...(byForm.get(word) ?? []), ...(byForm.get(soundKey(word)) ?? [])]);
      const seen = new Set([word]);
      const out: string[][] = [];
      for (const index of indexes) {
        for (const phrase of phrases[index] ?? []) {
          const text = phrase.join(' ');
          if (seen.has(text)) continue;
          seen.add(text);
          out.push(phrase);
        }
      }
      return out;
    },
  };
}
