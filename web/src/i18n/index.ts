import { browserStorage } from '../state/storage';
import { appStrings } from './appStrings';
import {
  type AppLanguage,
  cookieValue,
  hostingLanguageCookie,
  initialLanguage,
  languageCookie,
  languageStorageKey,
} from './languages';
import type { Strings } from './strings';

/**
 * The choice is also sent as a cookie: the host renders pages in it (see languageOfRequest).
 * Not httpOnly on purpose: it is a display preference the page itself sets.
 */
function sendLanguageCookie(language: AppLanguage): void {
  if (typeof document === 'undefined') return;
  const sent = [languageCookie, hostingLanguageCookie].map((name) =>
    cookieValue(document.cookie, name),
  );
  if (sent.every((value) => value === language)) return;
  for (const name of [languageCookie, hostingLanguageCookie]) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference; no cookie store needed.
    document.cookie = `${name}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

/**
 * Picks the language for this visit: the saved choice, else the phone's, else the one the host
 * gave the page (the town's default language), else English.
 */
export function startI18n(): Strings {
  const saved = browserStorage().getItem(languageStorageKey);
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  const lng = initialLanguage(saved, preferred, document.documentElement.lang);
  // This visit's language reaches the host from the next page on when it is chosen or the
  // phone's: the Firebase host renders in `__session` alone, not Accept-Language
  // (functions/src/pages.ts). The town's default needs no cookie (a page without one is in it),
  // and a cookie holding it would outlive the admin changing it. Whether the fallback decided:
  // the answer then depends on it.
  const fromVisitor =
    initialLanguage(saved, preferred, 'en') === initialLanguage(saved, preferred, 'bn');
  if (fromVisitor) sendLanguageCookie(lng);
  document.documentElement.lang = lng;
  appStrings.language = lng;
  return appStrings;
}

/** Switches the language (screens re-render, no reload) and remembers the choice. */
export async function chooseLanguage(language: AppLanguage): Promise<void> {
  browserStorage().setItem(languageStorageKey, language);
  sendLanguageCookie(language);
  await appStrings.changeLanguage(language);
  document.documentElement.lang = language;
}

// Also as `i18n`, the name screens used for it with i18next (`i18n.loadNamespaces`, `i18n.language`).
export { appStrings, appStrings as i18n };
