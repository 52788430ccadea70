import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the transport area (seed-spec §2). */
export const transportRoutes: RouteObject[] = [
  { path: '/transport', element: <Pending /> },
  { path: '/emergency/transport', element: <Pending /> },
  { path: '/transport/toto', element: <Pending /> },
  { path: '/transport/car', element: <Pending /> },
  { path: '/transport/bus', element: <Pending /> },
  { path: '/transport/bus/:dest', element: <Pending /> },
];
