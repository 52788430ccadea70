import type { RouteObject } from 'react-router-dom';
import { personalScreen } from '../../shell/areaScreen';

const FindOrderScreen = personalScreen(
  { namespace: 'orders', title: 'title' },
  () => import('./FindOrderScreen'),
);

/** Routes of the orders area: order lookup by phone. */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <FindOrderScreen /> },
  { path: '/findOrder/:phone', element: <FindOrderScreen /> },
];
