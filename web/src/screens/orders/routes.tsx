import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const FindOrderScreen = areaScreen('orders', () => import('./FindOrderScreen'));
const OrderLinkScreen = areaScreen('orders', () => import('./OrderLinkScreen'));

/** Routes of the orders area: an order by its private link, and the lookup by phone. */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <FindOrderScreen /> },
  { path: '/findOrder/:phone', element: <FindOrderScreen /> },
  { path: '/order/:code', element: <OrderLinkScreen /> },
];
