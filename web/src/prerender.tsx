import { demoTown, reads } from '@town/core';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { primeRead } from './backend/useRead';
import { I18nProvider } from './i18n/useTranslation';
import { translator } from './render/renderPage';
import { routes } from './routes';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

/**
 * The web app's renderer for the host side, built by `vite build --ssr src/prerender.tsx` into
 * web/.prerender/prerender.cjs (one CommonJS file with its packages inside). vite.config.ts uses
 * it at build time for the home page in index.html; the local host loads it to render every
 * public page on request (server/src/http/pages.ts).
 */
export const builtInTown = demoTown;

export { languageOfRequest } from './i18n/languages';
export { scriptJson } from './render/pageData';
export { type RenderedPage, type RenderRequest, renderPage } from './render/renderPage';

/**
 * The reads anyone may make: the only ones the service worker keeps for offline use. Staff reads
 * carry customers' phones and addresses and must never outlive a session on a shared phone.
 */
export const publicReadNames = Object.values(reads)
  .filter((read) => read.audience.includes('visitor'))
  .map((read) => read.name);

/**
 * Build-time render of the home page in English with the built-in town and no other data: what
 * index.html shows when the page is opened without the host rendering it (offline, from the
 * service worker's copy).
 */
export function renderHome(): string {
  primeRead('town', undefined, builtInTown);
  return renderToString(
    <I18nProvider strings={translator('en')}>
      <StaticRouter location="/">
        <AppStateProvider>
          <Shell />
        </AppStateProvider>
      </StaticRouter>
    </I18nProvider>,
  );
}

/** Whether a path is one of the app's pages (not the catch-all that sends the visitor home). */
export function isAppPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches?.some((match) => match.route.path !== '*') ?? false;
}
