import type { ReactNode } from 'react';
import type { AreaNamespace } from '../i18n/namespaces';
import { useTranslation } from '../i18n/useTranslation';
import { useServerRender } from '../render/serverRender';
import { Page } from '../ui/Page';
import { Loading } from './Loading';
import { useHydrated } from './useHydrated';

export { useHydrated };

/** How a personal screen's heading reads before its content shows: a key of its area. */
export interface PersonalHeading {
  namespace: AreaNamespace;
  /** Key of the heading in the area's strings; none where the heading depends on the visit. */
  title?: string;
  /**
   * Key of the lead paragraph under the heading, where the screen always shows it. Painted by the
   * host with the heading: on a phone the lead is the largest text at the top, and painted only
   * after the app's scripts it is what the page's first paint waits for (its LCP).
   */
  lead?: string;
  /** The class the screen's Page carries, so the painted heading sits where the screen's will. */
  className?: string;
}

/**
 * A screen whose content lives in this browser or session (cart, own orders, staff boards): the
 * host paints its heading at once, and the browser fills in the content after hydration, so the
 * host never renders someone's cart as empty or a board as signed out.
 */
export function PersonalScreen({
  heading,
  painted,
  children,
}: {
  heading: PersonalHeading;
  /**
   * What the screen itself says the host paints (its `HostPainted`), instead of the heading:
   * the part it always shows first, read from the address alone (the code of /order/<code>).
   */
  painted?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(heading.namespace);
  const server = useServerRender();
  if (useHydrated()) return children;
  if (painted) return painted;
  if (!heading.title) {
    if (server) server.drawnByBrowser = true;
    return <Loading fullPage />;
  }
  return (
    // The key is given as a plain string per route; the routes test shows every heading.
    <Page
      title={t(heading.title as never)}
      lead={heading.lead ? t(heading.lead as never) : undefined}
      className={heading.className}
    >
      <Loading />
    </Page>
  );
}
