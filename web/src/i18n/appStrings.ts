import enCommon from './common/en.json';
import type { Namespace } from './keys';
import type { AppLanguage } from './languages';
import { Strings, type Tree } from './strings';

const loadStrings = (language: AppLanguage, namespace: Namespace): Promise<{ default: Tree }> =>
  namespace === 'common'
    ? import('./common/bn.json')
    : import(`./locales/${language}/${namespace}.json`);

/**
 * The app's strings in the browser. English `common` (shell, shared parts, errors; also the
 * fallback) is bundled; Bengali `common` is a chunk of its own that main.tsx loads before the
 * first render when the visit is in Bengali, so English visits do not download it. An area's
 * strings arrive with its screens as a small JSON chunk in the chosen language only.
 */
export const appStrings = new Strings('en', { en: { common: enCommon } }, (language, namespace) =>
  loadStrings(language, namespace).then((module) => module.default),
);
