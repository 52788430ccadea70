import {
  createContext,
  createElement,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { appStrings } from './appStrings';
import type { Namespace, Namespaces, TKey, TOptions } from './keys';
import type { AppLanguage } from './languages';
import type { Strings } from './strings';

export type { Namespace, TOptions };

type Translator<Key extends string> = (key: Key, options?: TOptions) => string;

/** Translates a key of these namespaces (see TKey) in the chosen language. */
export type TFunction<N extends Namespaces = 'common'> = Translator<TKey<N>>;

/**
 * Which strings the screens below use: the app's own in the browser; on the host, one set per
 * language (the page's), so a page renders in the visitor's language whatever the app chose.
 */
const StringsContext = createContext<Strings>(appStrings);

export function I18nProvider({ strings, children }: { strings: Strings; children?: ReactNode }) {
  return createElement(StringsContext.Provider, { value: strings }, children);
}

const listOf = (namespaces: Namespaces | undefined): readonly Namespace[] =>
  namespaces === undefined
    ? ['common']
    : typeof namespaces === 'string'
      ? [namespaces]
      : namespaces;

/**
 * The `t` of these namespaces and the chosen language, as react-i18next's hook gave them: the
 * screen renders again when the language changes, and waits (Suspense) while a namespace it
 * needs is still loading.
 */
export function useTranslation<const N extends Namespace | Namespace[] = 'common'>(
  namespaces?: N,
): { t: Translator<TKey<N>>; i18n: { language: AppLanguage } } {
  const strings = useContext(StringsContext);
  const language = useSyncExternalStore(
    strings.subscribe,
    () => strings.language,
    () => strings.language,
  );
  const list = listOf(namespaces);
  const id = list.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for the list's contents.
  const t = useMemo(() => strings.fixedT(list, language), [strings, language, id]);
  // After every hook: a screen that suspends here and is replayed once the strings came must
  // call the same hooks in the same order, or React fails the render (its error 467, then 520).
  if (list.some((namespace) => !strings.has(namespace, language))) {
    use(strings.loadNamespaces(list, language));
  }
  return { t: t as Translator<TKey<N>>, i18n: { language } };
}
