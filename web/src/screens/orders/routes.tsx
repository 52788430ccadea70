import type { RouteObject } from 'react-router-dom';
import { personalScreen } from '../../shell/areaScreen';

const FindOrderScreen = personalScreen(
  { namespace: 'orders', title: 'title', lead: 'lead', className: 'orders-page' },
  () => import('./FindOrderScreen'),
);
// The secret is in the link's fragment, which never reaches the host: only the browser can open it.
const OrderLinkScreen = personalScreen({ namespace: 'orders' }, () => import('./OrderLinkScreen'));
const MyScreen = personalScreen(
  { namespace: 'orders', title: 'my.title', lead: 'my.lead', className: 'orders-page' },
  () => import('./MyScreen'),
);

/** Routes of the orders area: an order by its private link, and the lookup by phone. */
export const ordersRoutes: RouteObject[] = [
  { path: '/findOrder', element: <FindOrderScreen /> },
  { path: '/findOrder/:phone', element: <FindOrderScreen /> },
  { path: '/order/:code', element: <OrderLinkScreen /> },
  { path: '/my', element: <MyScreen /> },
];
