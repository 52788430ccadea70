import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the shop area (seed-spec §2). */
export const shopRoutes: RouteObject[] = [
  { path: '/grocery', element: <Pending /> },
  { path: '/grocery/fordo', element: <Pending /> },
  { path: '/bazaar', element: <Pending /> },
  { path: '/food', element: <Pending /> },
  { path: '/onlineShop', element: <Pending /> },
  { path: '/catalog', element: <Pending /> },
  { path: '/gallery/:id', element: <Pending /> },
  { path: '/buy/:product', element: <Pending /> },
  { path: '/cart', element: <Pending /> },
  { path: '/thankYou', element: <Pending /> },
];
