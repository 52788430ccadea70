import { demoTown, reads } from '@town/core';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { primeRead } from './backend/useRead';
import enCommon from './i18n/common/en.json';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

/**
 * Build-time render of the home page (run by vite.config.ts after an SSR build of this file).
 * The browser shows it with the first bytes of HTML and React hydrates it: on a slow phone the
 * town's name, help desk and service tiles appear long before the scripts have run.
 */
export const builtInTown = demoTown;

/**
 * The reads anyone may make: the only ones the service worker keeps for offline use. Staff reads
 * carry customers' phones and addresses and must never outlive a session on a shared phone.
 */
export const publicReadNames = Object.values(reads)
  .filter((read) => read.audience.includes('visitor'))
  .map((read) => read.name);

export function renderHome(): string {
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: enCommon } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  primeRead('town', undefined, builtInTown);
  return renderToString(
    <StaticRouter location="/">
      <AppStateProvider>
        <Shell />
      </AppStateProvider>
    </StaticRouter>,
  );
}
