import { asciiDigits } from '../digits';

/**
 * Text as search compares it: one case, no Latin accents ("Café" finds "cafe"), Bengali digits as
 * ASCII, no zero-width joiners (keyboards differ in where they put them). Bengali letters and
 * vowel signs are kept: they are combining marks too, so accents are removed only in Latin's
 * own combining range.
 */
export function foldText(text: string): string {
  return asciiDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase();
}

/** English words that say nothing about what is sought. */
const stopWords = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'at']);

/** Words of a text, folded: letters with their marks, and digits; the rest separates words. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '' && !stopWords.has(word));
}

export const isBengali = (word: string) => /[\u0980-\u09ff]/.test(word);
