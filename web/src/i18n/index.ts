import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../state/storage';
import bnCommon from './common/bn.json';
import enCommon from './common/en.json';
import { type AppLanguage, initialLanguage, languageStorageKey, languages } from './languages';

/**
 * One i18next instance for the app. The `common` strings of both languages are bundled; area
 * strings arrive with their screens as small JSON chunks in the chosen language only.
 */
export function startI18n(): typeof i18n {
  const lng = initialLanguage(
    browserStorage().getItem(languageStorageKey),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
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
  await i18n.changeLanguage(language);
}

export { i18n };
