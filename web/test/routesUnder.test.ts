import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { routesUnder } from '../src/shell/routesUnder';

/**
 * The app's route table as its files write it (src/routes.tsx spreads each area's list between
 * home and the catch-all): its screens cannot load under jest, its paths can.
 */
const src = join(__dirname, '..', 'src');
const pathsIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bpath: '([^']*)'/g)].map((match) => match[1] ?? '');
const areaPaths = readdirSync(join(src, 'screens')).flatMap((area) => {
  try {
    return pathsIn(join(src, 'screens', area, 'routes.tsx'));
  } catch {
    return [];
  }
});
const routes: RouteObject[] = ['/', ...areaPaths, '*'].map((path) => ({ path }));

const routesFor = routesUnder(routes);
const matched = (table: typeof routes, pathname: string) =>
  matchRoutes(table, pathname)?.map((match) => [match.route.path, match.params]);

/** Every route's path with its parameters filled in, and the ways a visitor may type it. */
const paths = routes.flatMap(({ path = '' }) => {
  const filled = path.replace(/:[\w-]+/g, 'K7Q-4MX').replace('*', 'no/such/page');
  return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`];
});
const odd = ['/', '', '//findOrder', '/findOrder%2F9000000999', '/find%4Frder', '/nowhere', '/my/'];

describe('the routes a path is matched against', () => {
  test('every page finds the route it finds among all of them, with the same parameters', () => {
    for (const pathname of [...paths, ...odd]) {
      expect([pathname, matched(routesFor(pathname), pathname)]).toEqual([
        pathname,
        matched(routes, pathname),
      ]);
    }
  });

  test('a page of one area is matched against that area only, with home and the catch-all', () => {
    const kept = routesFor('/findOrder/9000000999').map((route) => route.path);
    expect(kept).toEqual(['/', '/findOrder', '/findOrder/:phone', '*']);
  });

  test('an address under no known word gets the same list each time (the host renders any)', () => {
    expect(routesFor('/nowhere-1/x')).toBe(routesFor('/nowhere-2'));
    expect(routesFor('/nowhere-1').map((route) => route.path)).toEqual(['/', '*']);
  });
});
