import { Navigate, type RouteObject } from 'react-router-dom';
import { educationRoutes } from './screens/education/routes';
import { emergencyRoutes } from './screens/emergency/routes';
import { infoRoutes } from './screens/info/routes';
import { medicalRoutes } from './screens/medical/routes';
import { ordersRoutes } from './screens/orders/routes';
import { servicesRoutes } from './screens/services/routes';
import { shopRoutes } from './screens/shop/routes';
import { staffRoutes } from './screens/staff/routes';
import { transportRoutes } from './screens/transport/routes';
import { lazyScreen } from './shell/lazyScreen';

const HomePage = lazyScreen(() => import('./screens/home/HomePage'));

/**
 * Every route of seed-spec §2. Each area lists its own routes next to its screens
 * (screens/<area>/routes.tsx); every screen is a lazy chunk.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  ...infoRoutes,
  ...medicalRoutes,
  ...emergencyRoutes,
  ...educationRoutes,
  ...transportRoutes,
  ...shopRoutes,
  ...ordersRoutes,
  ...servicesRoutes,
  ...staffRoutes,
  // Unknown paths: silently home.
  { path: '*', element: <Navigate to="/" replace /> },
];
