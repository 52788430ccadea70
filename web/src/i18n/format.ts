import { useTownTimeZone } from '../state/AppState';
import { createFormatters, type Formatters } from './formatters';
import { type AppLanguage, isAppLanguage } from './languages';
import { useTranslation } from './useTranslation';

export type { Formatters };

/**
 * One set per language and time zone for the whole page, not one per component: each set has
 * eight Intl formatters (each made when first used), and a catalog of a hundred product cards made them for every card while
 * it hydrated (most of its main-thread time on a slow phone).
 */
const made = new Map<string, Formatters>();

export function formattersFor(language: AppLanguage, timeZone: string): Formatters {
  const key = `${language} ${timeZone}`;
  let formatters = made.get(key);
  if (!formatters) {
    formatters = createFormatters(language, timeZone);
    made.set(key, formatters);
  }
  return formatters;
}

/** Formatters in the chosen language and the town's time zone. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : 'en';
  return formattersFor(language, useTownTimeZone());
}
