import { useCallback } from 'react';
import { useTranslation } from './useTranslation';

/**
 * Town content (shops, doctors, news...) carries its Bengali beside the English: `nameBn` next
 * to `name`, `descriptionBn` next to `description`. These pick the version for the page's
 * language; English stands in where the Bengali is missing or blank.
 */
type WithBengali<K extends string> = { [P in K]?: unknown } & { [P in `${K}Bn`]?: unknown };

const inBengali = (language: string) => language.startsWith('bn');

/** A document's text field in the page's language. */
export function textIn<T extends WithBengali<K>, K extends keyof T & string>(
  doc: T,
  field: K,
  language: string,
): T[K] {
  if (inBengali(language)) {
    const bengali = (doc as Record<string, unknown>)[`${field}Bn`];
    if (typeof bengali === 'string' && bengali.trim() !== '') return bengali as T[K];
    if (Array.isArray(bengali) && bengali.length > 0) {
      const english = doc[field];
      // A list's Bengali goes item for item with the English; a missing item keeps its English.
      if (Array.isArray(english)) return english.map((item, i) => bengali[i] || item) as T[K];
    }
  }
  return doc[field];
}

/** One item of a list field (a teacher's subject, a bus stop) in the page's language. */
export function itemIn(
  english: string,
  list: readonly string[],
  bengali: readonly string[] | undefined,
  language: string,
): string {
  if (!inBengali(language) || !bengali) return english;
  const at = list.indexOf(english);
  return (at >= 0 && bengali[at]) || english;
}

/** `textIn` bound to the current language, for screens. */
export function useText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    <T extends WithBengali<K>, K extends keyof T & string>(doc: T, field: K): T[K] =>
      textIn(doc, field, language),
    [language],
  );
}
