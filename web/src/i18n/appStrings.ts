import enCommonShell from 'virtual:town-common-strings/en-shell';
import type { Namespace } from './keys';
import type { AppLanguage } from './languages';
import { Strings, type Tree } from './strings';

const loadStrings = (language: AppLanguage, namespace: Namespace): Promise<{ default: Tree }> =>
  namespace === 'common'
    ? import('./common/bn.json')
    : import(`./locales/${language}/${namespace}.json`);

/**
 * The app's strings in the browser. English `common` (shell, home, errors; also the fallback)
 * is bundled, but for the groups only screens use (./commonParts.ts), which come with the first
 * screen; Bengali `common` is a chunk of its own that main.tsx loads before the
 * first render when the visit is in Bengali, so English visits do not download it. An area's
 * strings arrive with its screens as a small JSON chunk in the chosen language only.
 */
export const appStrings = new Strings(
  'en',
  { en: { common: enCommonShell } },
  (language, namespace) => loadStrings(language, namespace).then((module) => module.default),
);

let screensCommon: Promise<void> | undefined;

/**
 * The English `common` groups only screens use, added to the bundled ones: every lazy screen
 * waits for them together with its code and its area's strings (shell/areaScreen.ts). English in
 * every language: it is the fallback, and the language a visitor may switch to.
 */
export function loadScreensCommonStrings(): Promise<void> {
  screensCommon ??= import('virtual:town-common-strings/en-screens').then(
    ({ default: groups }) => appStrings.extend('en', 'common', groups),
    (error: unknown) => {
      screensCommon = undefined; // a later screen may try again (offline, then online)
      throw error;
    },
  );
  return screensCommon;
}
