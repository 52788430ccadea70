import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the orders area (seed-spec §2). */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <Pending /> },
  { path: '/findOrder/:phone', element: <Pending /> },
];
