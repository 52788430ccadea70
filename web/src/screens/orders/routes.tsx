import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const FindOrderScreen = areaScreen('orders', () => import('./FindOrderScreen'));

/** Routes of the orders area: order lookup by phone. */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <FindOrderScreen /> },
  { path: '/findOrder/:phone', element: <FindOrderScreen /> },
];
