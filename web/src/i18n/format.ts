import { useMemo } from 'react';
import { useTownTimeZone } from '../state/AppState';
import { createFormatters, type Formatters } from './formatters';
import { isAppLanguage } from './languages';
import { useTranslation } from './useTranslation';

export type { Formatters };

/** Formatters in the chosen language and the town's time zone. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : 'en';
  const timeZone = useTownTimeZone();
  return useMemo(() => createFormatters(language, timeZone), [language, timeZone]);
}
