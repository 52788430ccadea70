import type { TownConfig } from '@town/core';
import { reads } from '@town/core';
import { matchRoutes } from 'react-router-dom';
import { textIn } from './i18n/content';
import type { AppLanguage } from './i18n/languages';
import { translator } from './render/renderPage';
import { routes } from './routes';

/**
 * The web app's renderer for the host side, built by `vite build --ssr src/prerender.tsx` into
 * web/.prerender/prerender.cjs (one CommonJS file with its packages inside). The hosts load it
 * to render every public page on request with the town's settings as stored
 * (web/src/render/hostPages.ts): the build itself holds no town.
 */

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

/** Whether a path is one of the app's pages (not the catch-all that sends the visitor home). */
export function isAppPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches?.some((match) => match.route.path !== '*') ?? false;
}

/** The app's own colour (web/src/styles.css `--brand`), for a town that has not chosen one. */
const appThemeColor = '#0f766e';

/** What a page's head says of the town in a language: "<Town> Town Services", its tagline, colour. */
export interface TownHead {
  product: string;
  tagline: string;
  themeColor: string;
}

/** The town's head texts in `language`, or the app's own before the town is set up. */
export function townHead(town: TownConfig | null, language: AppLanguage): TownHead {
  const t = translator(language).fixedT(['common'], language);
  const name = town ? textIn(town, 'name', language) : '';
  return {
    product: name ? t('product', { town: name }) : t('productFallback'),
    tagline: (town && textIn(town, 'tagline', language)) || t('footer.tagline'),
    themeColor: town?.themeColor ?? appThemeColor,
  };
}

/**
 * The web app manifest (what a phone installs) for the town as stored, made on each request:
 * its name, tagline and colour change with the town's settings, with no new build.
 */
export function webManifest(town: TownConfig | null, language: AppLanguage) {
  const head = townHead(town, language);
  const name = town ? textIn(town, 'name', language) : '';
  return {
    name: head.product,
    short_name: name || head.product,
    description: head.tagline,
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f8f7',
    theme_color: head.themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
