import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the services area (seed-spec §2). */
export const servicesRoutes: RouteObject[] = [
  { path: '/service', element: <Pending /> },
  { path: '/service/:type', element: <Pending /> },
  { path: '/feeds/:type', element: <Pending /> },
];
