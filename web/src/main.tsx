import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { primePageReads } from './backend/useRead';
import { primeBuiltInTown } from './builtInTown';
import { appStrings, startI18n } from './i18n';
import { pageAddress } from './render/pageAddress';
import { readPageData } from './render/pageData';
import { markAppReady } from './shell/appReady';
import { keepOfflineCopies } from './shell/offlineCopies';
import { setPageRenderedAt } from './shell/useNow';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

primeBuiltInTown();
const i18n = startI18n();
const page = readPageData();
keepOfflineCopies(page);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Hydrate what the page already shows when the host rendered it for this address and language
 * (with its reads and clock beside it). Otherwise (the shell, another language) render afresh.
 */
function shouldHydrate(): boolean {
  const here = window.location.pathname + window.location.search;
  return page?.url === pageAddress(here) && page.language === i18n.language;
}

function start(root: HTMLElement): void {
  if (shouldHydrate()) {
    if (page) {
      primePageReads(page.reads);
      setPageRenderedAt(new Date(page.renderedAt));
    }
    hydrateRoot(root, app);
  } else {
    // Rendered by the browser from the start: every control is live as soon as it shows.
    markAppReady();
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// A Bengali visit first fetches the Bengali shell strings (a small chunk English visits skip);
// the page the host rendered stays on screen meanwhile. Should that fail, the app starts in
// English rather than not at all.
appStrings.loadNamespaces('common').then(
  () => start(root),
  () => {
    appStrings.language = 'en';
    document.documentElement.lang = 'en';
    start(root);
  },
);
