import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const i18nDir = join(__dirname, '..', 'src', 'i18n');

type Tree = { [key: string]: string | Tree };

/** "a.b.c" paths of every string in a strings file. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const load = (...path: string[]): Tree => JSON.parse(readFileSync(join(i18nDir, ...path), 'utf8'));

const pairs: Array<[name: string, en: Tree, bn: Tree]> = [
  ['common', load('common', 'en.json'), load('common', 'bn.json')],
  ...readdirSync(join(i18nDir, 'locales', 'en')).map((file): [string, Tree, Tree] => [
    file,
    load('locales', 'en', file),
    load('locales', 'bn', file),
  ]),
];

describe('every English string has a Bengali translation', () => {
  test.each(pairs)('%s: same keys in both languages', (_name, en, bn) => {
    expect(keysOf(bn).sort()).toEqual(keysOf(en).sort());
  });

  test.each(pairs)('%s: no Bengali string is empty or left in English', (_name, en, bn) => {
    const english = new Map(keysOf(en).map((key) => [key, key]));
    const untranslated = keysOf(bn).filter((key) => {
      const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, bn);
      const source = key
        .split('.')
        .reduce<string | Tree>((node, part) => (node as Tree)[part]!, en);
      // Strings made only of placeholders, numbers or names are the same in both languages.
      const hasWords = /[A-Za-z]{3,}/.test(String(source).replace(/\{\{[^}]+\}\}/g, ''));
      return english.has(key) && (value === '' || (hasWords && value === source));
    });
    expect(untranslated).toEqual([]);
  });

  test('interpolation placeholders match', () => {
    for (const [, en, bn] of pairs) {
      for (const key of keysOf(en)) {
        const get = (tree: Tree) =>
          String(key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree));
        const names = (text: string) => (text.match(/\{\{\s*\w+/g) ?? []).sort();
        expect([key, names(get(bn))]).toEqual([key, names(get(en))]);
      }
    }
  });
});
