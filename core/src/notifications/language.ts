import { type Language, languageSchema } from '../model/town';

/**
 * The languages the bot writes in: the app's own (English and Bengali). Each chat reads one
 * (see `chatLanguageSchema`); a message is made in every one of them when it is queued, and the
 * sender sends the chat's.
 */
export type { Language };
export const botLanguages: readonly Language[] = languageSchema.options;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (botLanguages as readonly string[]).includes(value);

/** The same text (or message) in each language the bot speaks. */
export type InEach<T> = Record<Language, T>;

/** `render` once per language. */
export function inEach<T>(render: (language: Language) => T): InEach<T> {
  return { en: render('en'), bn: render('bn') };
}

/** One fixed text per language, e.g. a reply that takes no values. */
export const said = (en: string, bn: string): InEach<string> => ({ en, bn });

/** Intl locales: Indian grouping in both, as the web app formats (web/src/i18n/languages.ts). */
export const localeOf: InEach<string> = { en: 'en-IN', bn: 'bn-IN' };

/** A record's Bengali where it has one (a product's `nameBn`, a part's `shopNameBn`), else the English. */
export function nameIn(language: Language, english: string, bengali: string | undefined): string {
  return language === 'bn' && bengali?.trim() ? bengali : english;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A count or a quantity as the app writes it in that language ("12", "১২"). */
export function countIn(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** Telegram's `language_code` of a user ("bn", "bn-IN", "en-GB") as one the bot speaks. */
export function languageOfCode(code: string | undefined): Language | undefined {
  const base = code?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}
