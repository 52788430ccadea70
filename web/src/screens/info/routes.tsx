import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the info area (seed-spec §2). */
export const infoRoutes: RouteObject[] = [
  { path: '/contact', element: <Pending /> },
  { path: '/aboutUs', element: <Pending /> },
  { path: '/privacy', element: <Pending /> },
  { path: '/comingSoon', element: <Pending /> },
];
