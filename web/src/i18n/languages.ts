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

/**
 * The saved choice, else the phone's language when we speak it, else the town's default
 * language (`fallback`, from its settings), else English.
 */
export function initialLanguage(
  saved: string | null,
  preferred: readonly string[],
  fallback?: string,
): AppLanguage {
  if (isAppLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isAppLanguage(base)) return base;
  }
  return isAppLanguage(fallback) ? fallback : 'en';
}

/** Cookie that tells the host which language to render pages in (the same value as the saved choice). */
export const languageCookie = 'lang';

/**
 * The same choice under the one cookie Firebase Hosting passes to functions (and keys its CDN
 * cache on): the Firebase host's `pages` function renders in it (functions/src/pages.ts).
 */
export const hostingLanguageCookie = '__session';

/**
 * The language the host renders a page in, as the browser will choose it: the saved choice (sent
 * as the `lang` cookie), else the first language of Accept-Language we speak, else the town's
 * default language, else English.
 */
/** One cookie's value from a Cookie header (or document.cookie), without a pattern to backtrack. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1);
  }
  return undefined;
}

export function languageOfRequest(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  fallback?: string,
): AppLanguage {
  const saved = cookieValue(cookieHeader, 'lang')?.trim() ?? null;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  return initialLanguage(saved, preferred, fallback);
}
