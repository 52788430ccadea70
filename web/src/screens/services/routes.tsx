import type { RouteObject } from 'react-router-dom';
import { areaScreen, type EarlyRead } from '../../shell/areaScreen';

/** The hub and every service page show the one list of providers. */
const providers: EarlyRead[] = [['services']];
const ServicesHub = areaScreen('services', () => import('./ServicesHub'), providers);
const ServiceProvidersPage = areaScreen(
  'services',
  () => import('./ServiceProvidersPage'),
  providers,
);
const FeedPage = areaScreen('services', () => import('./FeedPage'));

/** Routes of the services area, feeds included. */
export const servicesRoutes: RouteObject[] = [
  { path: '/service', element: <ServicesHub /> },
  { path: '/service/:type', element: <ServiceProvidersPage /> },
  { path: '/feeds/:type', element: <FeedPage /> },
];
