import { createContext, useContext } from 'react';

/**
 * Present only while the host renders a page: reads run in process against the store, and the
 * clock of the render. Absent in the browser.
 */
export interface ServerRender {
  /** The answer of a read by request key; the same promise for the same key within one render. */
  read(key: string): Promise<unknown>;
  renderedAt: Date;
  /** Areas whose screens the page shows: the host links their stylesheets into the page. */
  areas: Set<string>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
