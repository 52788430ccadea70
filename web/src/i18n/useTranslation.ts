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

/** What `use` is given when the strings are there: a promise React sees as already fulfilled. */
const loaded = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** One promise per set of strings and language, kept: React's `use` sees the same one each render. */
const kept = new WeakMap<Strings, Map<string, Promise<void>>>();

function readiness(strings: Strings, list: readonly Namespace[], language: AppLanguage) {
  let byKey = kept.get(strings);
  if (!byKey) {
    byKey = new Map();
    kept.set(strings, byKey);
  }
  const key = `${language}:${list.join(',')}`;
  let ready = byKey.get(key);
  if (!ready) {
    const loading = list.every((namespace) => strings.has(namespace, language))
      ? loaded
      : strings.loadNamespaces(list, language);
    // A failed load (offline) is asked for again by a later render.
    loading.catch(() => byKey.delete(key));
    ready = loading;
    byKey.set(key, ready);
  }
  return ready;
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
  // After every hook, always, and with the same promise for the same strings: a screen that
  // suspends here is replayed once they came, and the replay must make the same `use` calls with
  // the same promises. A screen with two of these (its own strings and a shared hook's) otherwise
  // found the first namespace loaded on replay and skipped or changed its `use`, which React
  // refuses ("called use() to suspend in a previous render but did not call use() when it
  // finished", or "suspended by an uncached promise").
  use(readiness(strings, list, language));
  return { t: t as Translator<TKey<N>>, i18n: { language } };
}
