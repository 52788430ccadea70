import type { FormatterModule } from 'i18next';
import { intlLocales, isAppLanguage } from './languages';

/**
 * Numbers put into translated strings ("{{count}} tests chosen") in the language's own digits:
 * ১২ on a Bengali page. Every number is formatted, with or without a format name, so no string
 * needs to ask for it; English keeps its numbers exactly as given.
 */
const bengaliNumber = new Intl.NumberFormat(intlLocales.bn, { useGrouping: 'min2' });

export const localDigits: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // i18next passes any value through here and puts what comes back into the string as it is.
  format: ((value: unknown, _format: string | undefined, language: string | undefined) => {
    if (typeof value !== 'number' || !isAppLanguage(language) || language !== 'bn') return value;
    return bengaliNumber.format(value);
  }) as FormatterModule['format'],
};

/** Interpolation settings both i18next instances (the browser's and the host's) share. */
export const interpolation = {
  // React escapes what it renders; i18next escaping would show &amp; in the page.
  escapeValue: false,
  // Numbers go through localDigits even without a format name.
  alwaysFormat: true,
};
