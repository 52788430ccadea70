import bnCommon from '../src/i18n/common/bn.json';
import enCommon from '../src/i18n/common/en.json';
import { screenOnlyCommonGroups } from '../src/i18n/commonParts';
import type { Namespace } from '../src/i18n/keys';
import type { AppLanguage } from '../src/i18n/languages';
import bnInfo from '../src/i18n/locales/bn/info.json';
import enInfo from '../src/i18n/locales/en/info.json';
import { interpolate, Strings, type Tree } from '../src/i18n/strings';

const files: Record<AppLanguage, Partial<Record<Namespace, Tree>>> = {
  en: { common: enCommon, info: enInfo },
  bn: { common: bnCommon, info: bnInfo },
};

/** The app's strings as the browser starts: `common` bundled, areas loaded on demand. */
function appLike(language: AppLanguage) {
  const loads: string[] = [];
  const strings = new Strings(
    language,
    { en: { common: enCommon }, bn: { common: bnCommon } },
    async (lang, namespace) => {
      loads.push(`${lang}/${namespace}`);
      const tree = files[lang][namespace];
      if (!tree) throw new Error(`no ${lang}/${namespace}`);
      return tree;
    },
  );
  return { strings, loads };
}

describe('interpolation', () => {
  test('puts values in place of {{name}}, spaces inside the braces allowed', () => {
    expect(interpolate('{{ a }} and {{b}}!', { a: 1, b: 'two' })).toBe('1 and two!');
  });

  test('numbers show in the language’s own digits: Bengali on a Bengali page', () => {
    expect(interpolate('{{count}} টি পরীক্ষা', { count: 12 }, 'bn')).toBe('১২ টি পরীক্ষা');
    expect(interpolate('{{count}} tests', { count: 12 }, 'en')).toBe('12 tests');
    // Text values (a phone number, a code) are never rewritten.
    expect(interpolate('{{phone}}', { phone: '9000000101' }, 'bn')).toBe('9000000101');
  });

  test('a name without a value becomes empty; unclosed braces stay as written', () => {
    expect(interpolate('x{{gone}}y {{open', {})).toBe('xy {{open');
  });
});

describe('translating', () => {
  test('nested keys and plural forms by count in English', () => {
    const t = new Strings('en', files).fixedT(['common']);
    expect(t('nav.cartLabel', { count: 1 })).toBe('Cart 1 item');
    expect(t('nav.cartLabel', { count: 3 })).toBe('Cart 3 items');
    expect(t('form.tooLong', { max: 80 })).toBe('Too long: at most 80 characters');
  });

  test('Bengali plural rules: zero takes the "one" form, as CLDR says', () => {
    const t = new Strings('bn', files).fixedT(['common']);
    expect(t('error.openOrders', { count: 0 })).toBe(
      bnCommon.error.openOrders_one.replace('{{count}}', '০'),
    );
    expect(t('error.openOrders', { count: 5 })).toBe(
      bnCommon.error.openOrders_other.replace('{{count}}', '৫'),
    );
  });

  test('unprefixed keys are the first namespace\'s; "ns:key" reaches another', () => {
    const t = new Strings('bn', files).fixedT(['info', 'common']);
    expect(t('contact.title')).toBe(bnInfo.contact.title);
    expect(t('common:form.phoneInvalid')).toBe(bnCommon.form.phoneInvalid);
  });

  test('a string missing in Bengali shows in English; a key missing everywhere shows as itself', () => {
    const strings = new Strings('bn', {
      en: { common: { only: 'English only' } },
      bn: { common: {} },
    });
    const t = strings.fixedT(['common']);
    expect(t('only')).toBe('English only');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

describe('loading and switching', () => {
  test('an area loads once, in the chosen language only', async () => {
    const { strings, loads } = appLike('bn');
    await Promise.all([strings.loadNamespaces('info'), strings.loadNamespaces(['info', 'common'])]);
    await strings.loadNamespaces('info');
    expect(loads).toEqual(['bn/info']);
    expect(strings.fixedT(['info'])('contact.title')).toBe(bnInfo.contact.title);
  });

  test('switching language loads the areas in use first, then tells the screens once', async () => {
    const { strings, loads } = appLike('en');
    await strings.loadNamespaces('info');
    const seen: AppLanguage[] = [];
    strings.subscribe(() => {
      seen.push(strings.language);
      // Screens render again at this moment: their strings must be there already.
      expect(strings.has('info', 'bn')).toBe(true);
    });
    await strings.changeLanguage('bn');
    expect(loads).toEqual(['en/info', 'bn/info']);
    expect(seen).toEqual(['bn']);
    expect(strings.fixedT(['info'])('contact.title')).toBe(bnInfo.contact.title);
  });

  test('a failed load can be tried again', async () => {
    let fail = true;
    const strings = new Strings('en', { en: { common: enCommon } }, async () => {
      if (fail) throw new Error('offline');
      return enInfo;
    });
    await expect(strings.loadNamespaces('info')).rejects.toThrow('offline');
    fail = false;
    await strings.loadNamespaces('info');
    expect(strings.has('info')).toBe(true);
  });
});

describe('English common in two parts (the entry and the screens)', () => {
  const split = (forScreens: boolean): Tree =>
    Object.fromEntries(
      Object.entries(enCommon).filter(
        ([group]) => screenOnlyCommonGroups.includes(group) === forScreens,
      ),
    ) as Tree;

  test('every group named as only for screens is a group of common in both languages', () => {
    for (const group of screenOnlyCommonGroups) {
      expect({ group, en: group in enCommon, bn: group in bnCommon }).toEqual({
        group,
        en: true,
        bn: true,
      });
    }
  });

  test('the screens part added later joins the shell part: both answer, nothing is lost', () => {
    const strings = new Strings('en', { en: { common: split(false) } });
    const t = strings.fixedT(['common']);
    expect(t('form.required')).toBe('form.required');
    strings.extend('en', 'common', split(true));
    expect(t('form.required')).toBe(enCommon.form.required);
    expect(t('nav.home')).toBe(enCommon.nav.home);
    expect(strings.fixedT(['common'], 'bn')('form.required')).toBe(enCommon.form.required);
  });
});
