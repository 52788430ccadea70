import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const ServicesHub = areaScreen('services', () => import('./ServicesHub'));
const ServiceProvidersPage = areaScreen('services', () => import('./ServiceProvidersPage'));
const FeedPage = areaScreen('services', () => import('./FeedPage'));

/** Routes of the services area (seed-spec §2), feeds included. */
export const servicesRoutes: RouteObject[] = [
  { path: '/service', element: <ServicesHub /> },
  { path: '/service/:type', element: <ServiceProvidersPage /> },
  { path: '/feeds/:type', element: <FeedPage /> },
];
