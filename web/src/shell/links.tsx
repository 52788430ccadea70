import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links, built on React Router's own `useHref` and `useLinkClickHandler` (the pieces
 * its `<Link>` is made of). React Router 7's `<Link>` also carries framework-mode prefetching,
 * view transitions and route discovery, none of which an app under `<BrowserRouter>` can use,
 * and it cannot be tree-shaken out: about 3 KB gzip of every first load (decision 1360).
 * A link inside the app is an `<a href>` that navigates without reloading on a plain click;
 * a click with a modifier key, another button or a `target` is left to the browser.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link leads where we are). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class, with `active` added on the current page, or a function of the link's state. */
  className?: string | ((state: NavLinkState) => string | undefined);
  /** Active only on this very path, not on the pages under it. */
  end?: boolean;
}

/** Whether `location` is the page `to` leads to or (unless `end`) a page under it. */
export function isActivePath(location: string, to: string, end: boolean): boolean {
  const here = location.toLowerCase();
  const target = to.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}

/** A link that knows whether it leads to the current page (`aria-current="page"`, `active`). */
export function NavLink({
  className = '',
  end = false,
  'aria-current': ariaCurrent = 'page',
  ...link
}: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(link.to).pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <Link
      {...link}
      aria-current={isActive ? ariaCurrent : undefined}
      className={classes || undefined}
    />
  );
}
