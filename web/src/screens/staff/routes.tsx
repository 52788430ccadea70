import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the staff area (seed-spec §2). */
export const staffRoutes: RouteObject[] = [
  { path: '/delivery', element: <Pending /> },
  { path: '/delivery/screen', element: <Pending /> },
  { path: '/login', element: <Pending /> },
  { path: '/vendorLogin', element: <Pending /> },
  { path: '/deliveryLogin', element: <Pending /> },
  { path: '/forgetPassword', element: <Pending /> },
  { path: '/vendor/:category', element: <Pending /> },
  { path: '/admin', element: <Pending /> },
  { path: '/admin/:type', element: <Pending /> },
];
