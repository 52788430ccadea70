import { unnamedTownSlug } from '../src/app/storageKeys';
import { slugOfName } from '../src/town/defaults';

/** The slug prefixes every key the app stores on a phone: it must be stable and well formed. */
describe("a town's slug from its name", () => {
  test('words in lower case joined by single dashes, accents dropped', () => {
    expect(slugOfName('Sonapur Bazar')).toBe('sonapur-bazar');
    expect(slugOfName('  --Ñandú!!  Town--  ')).toBe('nandu-town');
  });

  test('cut to 31 characters without a dash at the end', () => {
    const slug = slugOfName(`${'a'.repeat(30)} bazar`);
    expect(slug).toBe('a'.repeat(30));
    expect(slugOfName('x'.repeat(40)).length).toBeLessThanOrEqual(31);
  });

  test('a name with no Latin letter to start with gets the unnamed slug', () => {
    expect(slugOfName('সোনাপুর')).toBe(unnamedTownSlug);
    expect(slugOfName('123 Market')).toBe(unnamedTownSlug);
  });

  test('a long run of dashes is read in one pass', () => {
    expect(slugOfName(`${'-'.repeat(100_000)}town${'-'.repeat(100_000)}x`)).toBe('town-x');
  });
});
