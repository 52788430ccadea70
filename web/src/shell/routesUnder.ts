import type { RouteObject } from 'react-router-dom';

/** A route's first segment when it is a fixed word ("findorder" of /findOrder/:phone), else none. */
function fixedFirstSegment(route: RouteObject): string | undefined {
  if (route.children || route.index || route.path === undefined) return undefined;
  const first = route.path.split('/').find((segment) => segment !== '');
  if (first === undefined || first.startsWith(':') || first.includes('*') || first.endsWith('?'))
    return undefined;
  return first.toLowerCase();
}

/**
 * `routesUnder(routes)(pathname)`: the routes that can match `pathname`, in their order, for
 * `useRoutes`. React Router's matching flattens, ranks and compiles the whole table on each call
 * (it keeps nothing between renders): for the app's whole table that was a good part of
 * hydrating any page on a slow phone. A route whose path starts with a fixed word matches only a
 * path whose first segment is that word (letter case aside, as React Router compares them), so
 * the others are left out; routes starting with a parameter, a splat or nothing ("/", "*") are
 * always kept. Matching over the routes kept finds what matching over all of them finds.
 */
export function routesUnder(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const always = routes.filter((route) => fixedFirstSegment(route) === undefined);
  // One list per fixed first word, made once. A path under no such word gets `always`: the host
  // renders any address it is sent, so a list per unknown word would grow without end.
  const lists = new Map<string, RouteObject[]>();
  for (const route of routes) {
    const first = fixedFirstSegment(route);
    if (first !== undefined && !lists.has(first)) {
      lists.set(
        first,
        routes.filter((each) => [undefined, first].includes(fixedFirstSegment(each))),
      );
    }
  }
  return (pathname) => {
    // Only the plain case is narrowed; an escaped or doubled slash keeps the whole table.
    if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('%'))
      return routes;
    const first = pathname.split('/')[1] ?? '';
    return lists.get(first.toLowerCase()) ?? always;
  };
}
