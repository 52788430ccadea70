import { bengaliToLatin } from './bengali';
import { isBengali } from './fold';

/**
 * What a word sounds like, spelling aside: the key two spellings of one Bengali word share
 * ("chal", "chaal" and চাল; "machh", "mach", "maach" and মাছ; "aloo", "alu" and আলু). Aspirates
 * lose their h, long vowels their length, o and a (the inherent vowel, spelt either way) become
 * one, and doubled letters one letter. Keys are marked with "~" so they never equal a word.
 */
export function soundKey(word: string): string {
  const latin = isBengali(word) ? bengaliToLatin(word) : word;
  if (!/^[a-z0-9]+$/.test(latin)) return '';
  const key = latin
    .replace(/chh?/g, 'c')
    .replace(/ck|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/([kgjtdbr])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/ph|f/g, 'f')
    .replace(/[wv]/g, 'b')
    .replace(/z/g, 'j')
    .replace(/ee|y/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/o/g, 'a')
    .replace(/(.)\1+/g, '$1');
  return `~${key}`;
}

export const isSoundKey = (term: string) => term.startsWith('~');
