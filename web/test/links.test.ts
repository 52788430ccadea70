import { isActivePath } from '../src/shell/links';

describe('which page a navigation link marks as the current one', () => {
  test('its own page and the pages under it, unless it is only for its own page', () => {
    expect(isActivePath('/medical', '/medical', false)).toBe(true);
    expect(isActivePath('/medical/doctor', '/medical', false)).toBe(true);
    expect(isActivePath('/medical/doctor', '/medical', true)).toBe(false);
    expect(isActivePath('/delivery', '/delivery', true)).toBe(true);
  });

  test('a page whose name only starts the same is another page', () => {
    expect(isActivePath('/medicalRecords', '/medical', false)).toBe(false);
    expect(isActivePath('/findOrder2', '/findOrder', false)).toBe(false);
  });

  test('home is current on home alone when it asks for its own page', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/contact', '/', true)).toBe(false);
  });

  test('a trailing slash on the link and letter case do not matter', () => {
    expect(isActivePath('/medical/doctor', '/medical/', false)).toBe(true);
    expect(isActivePath('/Medical', '/medical', true)).toBe(true);
  });
});
