import bnCommon from './common/bn.json';
import enCommon from './common/en.json';
import type { Namespace } from './keys';
import type { AppLanguage } from './languages';
import { Strings, type Tree } from './strings';

/**
 * The app's strings in the browser. `common` (shell, shared parts, errors) is bundled in both
 * languages so the first render (and hydration) never waits; an area's strings arrive with its
 * screens as a small JSON chunk in the chosen language only.
 */
export const appStrings = new Strings(
  'en',
  { en: { common: enCommon }, bn: { common: bnCommon } },
  (language: AppLanguage, namespace: Namespace) =>
    import(`./locales/${language}/${namespace}.json`).then(
      (module: { default: Tree }) => module.default,
    ),
);
