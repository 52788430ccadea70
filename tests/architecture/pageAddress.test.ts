import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageAddress, pageQueryParams } from '../../web/src/render/pageAddress';

const screens = join(__dirname, '..', '..', 'web', 'src', 'screens');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Query parameters a public screen reads: `params.get('x')` in a file using useSearchParams. */
function paramsReadByPublicScreens(): Array<[file: string, name: string]> {
  return sourceFiles(screens)
    .filter((file) => !relative(screens, file).startsWith('staff'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('useSearchParams')) return [];
      return [...text.matchAll(/\.get\('([A-Za-z]+)'\)/g)].map(
        (match) => [relative(screens, file), match[1] ?? ''] as [string, string],
      );
    });
}

test('every query parameter a public screen reads is kept in its page address', () => {
  const named = new Set(Object.values(pageQueryParams).flat());
  const found = paramsReadByPublicScreens();
  expect(found.length).toBeGreaterThan(10);
  expect(found.filter(([, name]) => !named.has(name))).toEqual([]);
});

test('a page address keeps the parameters its page reads, and nothing else', () => {
  expect(pageAddress('/emergency?utm_source=x&q=rui')).toBe('/emergency');
  expect(pageAddress('/search?junk=1&q=rui&q=fish')).toBe('/search?q=rui');
  expect(pageAddress('/search?q=')).toBe('/search');
  expect(pageAddress('/search?q=%E0%A6%9A%E0%A6%BE%E0%A6%B2')).toBe(
    '/search?q=%E0%A6%9A%E0%A6%BE%E0%A6%B2',
  );
  expect(pageAddress('/catalog?q=rice&fbclid=abc&type=grocery')).toBe(
    '/catalog?type=grocery&q=rice',
  );
  expect(pageAddress('/medical/thankYou?kind=appointment&code=K7Q-4MX')).toBe(
    '/medical/thankYou?code=K7Q-4MX&kind=appointment',
  );
  expect(pageAddress('/buy/p1?fresh=1')).toBe('/buy/p1');
  expect(pageAddress('/admin/orders?status=new&page=2')).toBe('/admin/orders');
});
