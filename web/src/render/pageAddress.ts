/**
 * The query parameters each page reads (its screen's `useSearchParams`), by path. A page's
 * address keeps these and drops every other: `/emergency?utm_source=x` or `/search?q=rui&junk=1`
 * is the same page as without, so a host keeps and renders it once, not once per made-up query
 * (decision 0311). A screen that starts reading a parameter must name it here, or the host
 * renders its page without it (tests/architecture/pageAddress.test.ts checks the screens).
 */
export const pageQueryParams: Readonly<Record<string, readonly string[]>> = {
  '/search': ['q'],
  '/catalog': ['type', 'view', 'q', 'category'],
  '/grocery': ['shop'],
  '/grocery/fordo': ['shop'],
  '/bazaar': ['shop'],
  '/food': ['shop'],
  '/onlineShop': ['shop'],
  '/thankYou': ['code'],
  '/findOrder': ['phone'],
  '/education/teacher': ['subject'],
  '/medical/doctorDetails': ['id'],
  '/medical/appointment': ['doctor', 'id'],
  '/medical/labTest': ['test'],
  '/medical/thankYou': ['code', 'kind'],
  // Staff screens: the host paints their heading only, whatever the query says; the browser
  // reads these from its own address.
  '/forgetPassword': [],
  '/admin/orders': [],
  '/admin/bookings': [],
};

/**
 * The address a page is kept and rendered under: its path and the parameters it reads, in the
 * order named above, each once (the first value, as `URLSearchParams.get` reads it) and only
 * when not empty.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of pageQueryParams[pathname] ?? []) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
