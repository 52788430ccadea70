/** The languages the app speaks; the first is the fallback for a missing string. */
export const languages = ['en', 'bn'] as const;
export type AppLanguage = (typeof languages)[number];

/** Each language's own name, shown on the switch in that language. */
export const languageNames: Record<AppLanguage, string> = { en: 'English', bn: 'বাংলা' };

/** Intl locale for numbers, prices and dates: Indian grouping in both. */
export const intlLocales: Record<AppLanguage, string> = { en: 'en-IN', bn: 'bn-IN' };

/** Browser storage key of the chosen language (a plain string: 'en' or 'bn'). */
export const languageStorageKey = 'lang';

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The saved choice, else the phone's language when we speak it, else English. */
export function initialLanguage(saved: string | null, preferred: readonly string[]): AppLanguage {
  if (isAppLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isAppLanguage(base)) return base;
  }
  return 'en';
}
