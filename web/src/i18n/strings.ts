import type { Namespace, TOptions } from './keys';
import { type AppLanguage, intlLocales } from './languages';

/** A namespace's strings as they are in its JSON file. */
export interface Tree {
  [key: string]: string | Tree;
}

export type Bundles = Partial<Record<AppLanguage, Partial<Record<Namespace, Tree>>>>;

/** Fetches one namespace in one language (a JSON chunk of its own in the browser). */
export type LoadStrings = (language: AppLanguage, namespace: Namespace) => Promise<Tree>;

export type Translate = (key: string, options?: TOptions) => string;

const fallbackLanguage: AppLanguage = 'en';
const pluralRules = new Map<AppLanguage, Intl.PluralRules>();
function pluralForm(language: AppLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Numbers put into a string ("{{count}} tests chosen") in the language's own digits: ১২ on a
 * Bengali page, so no string has to ask for it. English keeps its numbers as given.
 */
const bengaliNumber = new Intl.NumberFormat(intlLocales.bn, { useGrouping: 'min2' });

function shown(value: unknown, language: AppLanguage): string {
  return typeof value === 'number' && language === 'bn'
    ? bengaliNumber.format(value)
    : String(value);
}

/** `{{name}}` replaced by its value; a name without a value becomes empty (as i18next did). */
export function interpolate(
  text: string,
  values: TOptions | undefined,
  language: AppLanguage = fallbackLanguage,
): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    const close = open < 0 ? -1 : text.indexOf('}}', open + 2);
    if (close < 0) return out + text.slice(from);
    const value = values?.[text.slice(open + 2, close).trim()];
    out +=
      text.slice(from, open) +
      (value === undefined || value === null ? '' : shown(value, language));
    from = close + 2;
  }
}

function lookUp(tree: Tree | undefined, path: string): string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The strings of both languages, the chosen language, and the namespaces loaded so far.
 * Strings are the i18next JSON format the files already use: nested keys, `{{name}}` values,
 * `_one`/`_other` plural forms picked by `count` with the language's plural rules, and
 * "namespace:key" for another namespace's string. A string missing in Bengali falls back to
 * English when English is loaded; a key missing everywhere shows as itself.
 */
export class Strings {
  private readonly bundles: Bundles;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly load: LoadStrings | undefined;
  language: AppLanguage;

  constructor(language: AppLanguage, bundles: Bundles, load?: LoadStrings) {
    this.language = language;
    this.bundles = bundles;
    this.load = load;
  }

  has(namespace: Namespace, language: AppLanguage = this.language): boolean {
    return this.bundles[language]?.[namespace] !== undefined;
  }

  add(language: AppLanguage, namespace: Namespace, tree: Tree): void {
    this.bundles[language] = { ...this.bundles[language], [namespace]: tree };
  }

  /** Adds groups to a namespace already there (a part of it loaded later), keeping its others. */
  extend(language: AppLanguage, namespace: Namespace, groups: Tree): void {
    this.add(language, namespace, { ...this.bundles[language]?.[namespace], ...groups });
  }

  /** Loads what is missing of these namespaces in a language (the chosen one by default). */
  loadNamespaces(
    namespaces: Namespace | readonly Namespace[],
    language: AppLanguage = this.language,
  ): Promise<void> {
    const missing = (typeof namespaces === 'string' ? [namespaces] : namespaces).filter(
      (namespace) => !this.has(namespace, language),
    );
    if (missing.length === 0) return Promise.resolve();
    // The same promise for the same request: React's use() waits on it across renders.
    const id = `${language}:${missing.join(',')}`;
    let loading = this.pending.get(id);
    if (!loading) {
      const { load } = this;
      if (!load) return Promise.reject(new Error(`No strings for ${id}`));
      loading = Promise.all(
        missing.map((namespace) =>
          load(language, namespace).then((tree) => this.add(language, namespace, tree)),
        ),
      ).then(
        () => undefined,
        (error: unknown) => {
          this.pending.delete(id); // a later render may try again (offline, then online)
          throw error;
        },
      );
      this.pending.set(id, loading);
    }
    return loading;
  }

  /** Loads the namespaces in use in the new language first, then switches and tells the screens. */
  async changeLanguage(language: AppLanguage): Promise<void> {
    const inUse = Object.keys(this.bundles[this.language] ?? {}) as Namespace[];
    await this.loadNamespaces(inUse, language);
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A translate function over these namespaces: unprefixed keys are the first one's. */
  fixedT(namespaces: readonly Namespace[], language: AppLanguage = this.language): Translate {
    const own = namespaces[0] ?? 'common';
    return (key, options) => {
      const colon = key.indexOf(':');
      const namespace = colon > 0 ? (key.slice(0, colon) as Namespace) : own;
      const path = colon > 0 ? key.slice(colon + 1) : key;
      const found =
        this.find(language, namespace, path, options?.count) ??
        (language === fallbackLanguage
          ? undefined
          : this.find(fallbackLanguage, namespace, path, options?.count));
      return found === undefined ? key : interpolate(found, options, language);
    };
  }

  private find(
    language: AppLanguage,
    namespace: Namespace,
    path: string,
    count: number | undefined,
  ): string | undefined {
    const tree = this.bundles[language]?.[namespace];
    if (typeof count === 'number') {
      const plural = lookUp(tree, `${path}_${pluralForm(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return lookUp(tree, path);
  }
}
