import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const FindOrderScreen = areaScreen('orders', () => import('./FindOrderScreen'));

/** Routes of the orders area (seed-spec §2): order lookup by phone. */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <FindOrderScreen /> },
  { path: '/findOrder/:phone', element: <FindOrderScreen /> },
];
