import { Navigate, type RouteObject } from 'react-router-dom';
import { educationRoutes } from './screens/education/routes';
import { emergencyRoutes } from './screens/emergency/routes';
import HomePage from './screens/home/HomePage';
import { infoRoutes } from './screens/info/routes';
import { medicalRoutes } from './screens/medical/routes';
import { ordersRoutes } from './screens/orders/routes';
import { searchRoutes } from './screens/search/routes';
import { servicesRoutes } from './screens/services/routes';
import { shopRoutes } from './screens/shop/routes';
import { staffRoutes } from './screens/staff/routes';
import { transportRoutes } from './screens/transport/routes';

/**
 * Every route of the app. Each area lists its own routes next to its screens
 * (screens/<area>/routes.tsx); every screen is a lazy chunk except the home page, which is in
 * the entry: most first visits land on it, rendered by the host and hydrated.
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
  ...searchRoutes,
  // Unknown paths: silently home.
  { path: '*', element: <Navigate to="/" replace /> },
];
