import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../state/storage';
import bnCommon from './common/bn.json';
import enCommon from './common/en.json';
import {
  type AppLanguage,
  cookieValue,
  hostingLanguageCookie,
  initialLanguage,
  languageCookie,
  languageStorageKey,
  languages,
} from './languages';

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
 * One i18next instance for the app. The `common` strings of both languages are bundled; area
 * strings arrive with their screens as small JSON chunks in the chosen language only.
 */
export function startI18n(): typeof i18n {
  const saved = browserStorage().getItem(languageStorageKey);
  const lng = initialLanguage(saved, typeof navigator === 'undefined' ? [] : navigator.languages);
  // A choice saved before the cookie existed reaches the host from the next page on.
  if (saved === lng) sendLanguageCookie(lng);
  document.documentElement.lang = lng;
  void i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (language: string, ns: string) => import(`./locales/${language}/${ns}.json`),
      ),
    )
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...languages],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: enCommon }, bn: { common: bnCommon } },
      partialBundledLanguages: true,
      // React escapes what it renders; i18next escaping would show &amp; in the page.
      interpolation: { escapeValue: false },
      returnNull: false,
      // The bundled strings are ready at once: the first render (and hydration) never waits.
      initAsync: false,
    });
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n;
}

/** Switches the language and remembers the choice for the next visit. */
export async function chooseLanguage(language: AppLanguage): Promise<void> {
  browserStorage().setItem(languageStorageKey, language);
  sendLanguageCookie(language);
  await i18n.changeLanguage(language);
}

export { i18n };
