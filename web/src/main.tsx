import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { primeBuiltInTown } from './builtInTown';
import { startI18n } from './i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

primeBuiltInTown();
const i18n = startI18n();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// index.html holds the home page prerendered in English: hydrate it when that is what this
// visit shows; otherwise (another page, or Bengali) render afresh over it.
if (root.dataset.prerendered === window.location.pathname && i18n.language === 'en') {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
