import { createContext, useContext } from 'react';

/**
 * Present only while the host renders a page: reads run in process against the store, and the
 * clock of the render. Absent in the browser.
 */
export interface ServerRender {
  /** The answer of a read by request key; the same promise for the same key within one render. */
  read(key: string): Promise<unknown>;
  /**
   * An answer the host works out from public reads and carries in the page like a read's, by
   * key, without carrying the reads it was made from (the search hits of /search?q=: the page
   * takes 30 hits, not the whole catalog they were found in). The same promise for the same key.
   */
  derive(key: string, make: (read: HostRead) => Promise<unknown>): Promise<unknown>;
  renderedAt: Date;
  /** Areas whose screens the page shows: the host links their stylesheets into the page. */
  areas: Set<string>;
  /**
   * What the page is, for its <title> and link previews (Open Graph): the first screen frame
   * rendered (ui/Page.tsx) writes its heading and lead here.
   */
  head: PageHead;
  /**
   * The screen's content is drawn by the browser alone (a personal page whose heading depends on
   * the visit): the host asks for the app's code with the page instead of after its first paint.
   */
  drawnByBrowser: boolean;
  /**
   * The page's address names someone's order, booking or phone (/order/<code>,
   * /findOrder/<phone>): no shared cache may keep the page, and the host does not keep it either.
   */
  privateAddress: boolean;
}

/** A public read run in process on the host, by name and params. */
export type HostRead = (name: string, params: Record<string, string>) => Promise<unknown>;

export interface PageHead {
  title?: string;
  description?: string;
  /** The product's name and the town's tagline in the page's language (else the template's). */
  site?: string;
  siteDescription?: string;
  /** The town's theme colour (the phone's browser bar), when the town has one. */
  themeColor?: string;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);

/**
 * Says, while the host renders, that the page's address names someone's order, booking or phone
 * (see ServerRender.privateAddress). Nothing in the browser.
 */
export function useAddressIsPrivate(isPrivate = true): void {
  const server = useServerRender();
  if (server && isPrivate) server.privateAddress = true;
}
