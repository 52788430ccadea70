import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the emergency area (seed-spec §2). */
export const emergencyRoutes: RouteObject[] = [
  { path: '/emergency', element: <Pending /> },
  { path: '/emergency/police', element: <Pending /> },
  { path: '/emergency/fire', element: <Pending /> },
  { path: '/emergency/ambulance', element: <Pending /> },
  { path: '/emergency/hospital', element: <Pending /> },
  { path: '/emergency/wbsedcl', element: <Pending /> },
  { path: '/emergency/municipality', element: <Pending /> },
];
