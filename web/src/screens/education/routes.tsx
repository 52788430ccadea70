import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the education area (seed-spec §2). */
export const educationRoutes: RouteObject[] = [
  { path: '/education', element: <Pending /> },
  { path: '/education/teacher', element: <Pending /> },
];
