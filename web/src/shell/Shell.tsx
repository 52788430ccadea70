import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { routes } from '../routes';
import { AppReady } from './appReady';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Loading } from './Loading';
import { NavigationEffects } from './NavigationEffects';
import { OfflineNotice } from './OfflineNotice';
import { routesUnder } from './routesUnder';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { isStaffPath } from './staffPaths';
import { TopBar } from './TopBar';

const routesFor = routesUnder(routes);

/** The frame around every screen: bars, footer, lazy screen loading and its failures. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = useRoutes(routesFor(pathname));
  const staff = isStaffPath(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavigationEffects />
      <TopBar />
      {/* Before the page's content, though it shows at the bottom: the first paint waits for
          both bars (see OfflineNotice), so neither is ever painted half parsed. */}
      {!staff && <BottomBar />}
      <OfflineNotice />
      <main id="main" className="main" tabIndex={-1}>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading fullPage />}>
            {screen}
            <AppReady />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
