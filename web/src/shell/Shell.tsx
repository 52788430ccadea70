import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { routes } from '../routes';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Loading } from './Loading';
import { NavigationEffects } from './NavigationEffects';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { TopBar } from './TopBar';

/** The frame around every screen: bars, footer, lazy screen loading and its failures. */
export function Shell() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationEffects />
      <TopBar />
      <main id="main" className="main" tabIndex={-1}>
        <ScreenErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading fullPage />}>{screen}</Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <BottomBar />
    </>
  );
}
