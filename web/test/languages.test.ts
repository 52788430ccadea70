import { initialLanguage, languageOfRequest } from '../src/i18n/languages';
import { scriptJson } from '../src/render/pageData';

describe('the language a page is rendered in', () => {
  test('the lang cookie wins, then Accept-Language by weight, then English', () => {
    expect(languageOfRequest('sid=x; lang=bn', 'en-US,en;q=0.9')).toBe('bn');
    expect(languageOfRequest('lang=en', 'bn')).toBe('en');
    expect(languageOfRequest(undefined, 'fr;q=0.9, bn-IN;q=0.8, en;q=0.5')).toBe('bn');
    expect(languageOfRequest(undefined, 'en;q=0.2, bn;q=0.8')).toBe('bn');
    expect(languageOfRequest(undefined, 'bn;q=0, en')).toBe('en');
    expect(languageOfRequest('lang=de', 'fr')).toBe('en');
    expect(languageOfRequest(undefined, undefined)).toBe('en');
  });

  test('the browser chooses the same way from its saved choice and its languages', () => {
    const accept = 'fr-FR,bn-IN;q=0.8,en;q=0.5';
    expect(languageOfRequest(undefined, accept)).toBe(
      initialLanguage(null, ['fr-FR', 'bn-IN', 'en']),
    );
    expect(languageOfRequest('lang=en', accept)).toBe(initialLanguage('en', ['bn']));
  });

  test("a phone asking for neither language gets the town's default language, as the host gave it", () => {
    expect(languageOfRequest(undefined, 'hi-IN,hi;q=0.9', 'bn')).toBe('bn');
    expect(languageOfRequest(undefined, 'en-IN', 'bn')).toBe('en');
    expect(languageOfRequest('lang=en', 'hi', 'bn')).toBe('en');
    expect(languageOfRequest(undefined, 'hi', 'de')).toBe('en');
    // The browser falls back to the page's own language, which the host chose the same way.
    expect(initialLanguage(null, ['hi-IN'], 'bn')).toBe(
      languageOfRequest(undefined, 'hi-IN', 'bn'),
    );
  });
});

describe('page data inside a script tag', () => {
  test('text that would close the tag or break the script stays data', () => {
    const value = { name: '</script><script>alert(1)</script>\u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
