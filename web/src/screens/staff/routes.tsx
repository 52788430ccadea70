import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const LoginScreen = areaScreen('staff', () => import('./auth/LoginScreen'));
const ForgetPasswordScreen = areaScreen('staff', () => import('./auth/ForgetPasswordScreen'));
const DeliveryScreen = areaScreen('staff', () => import('./delivery/DeliveryScreen'));
const VendorScreen = areaScreen('staff', () => import('./vendor/VendorScreen'));
const AdminScreen = areaScreen('staff', () => import('./admin/AdminScreen'));

/** Routes of the staff area. */
export const staffRoutes: RouteObject[] = [
  { path: '/delivery', element: <DeliveryScreen /> },
  { path: '/delivery/screen', element: <DeliveryScreen mineOnly /> },
  { path: '/login', element: <LoginScreen key="admin" kind="admin" /> },
  { path: '/vendorLogin', element: <LoginScreen key="vendor" kind="vendor" /> },
  { path: '/deliveryLogin', element: <LoginScreen key="delivery" kind="delivery" /> },
  { path: '/forgetPassword', element: <ForgetPasswordScreen /> },
  { path: '/vendor/:category', element: <VendorScreen /> },
  { path: '/admin', element: <AdminScreen /> },
  { path: '/admin/:type', element: <AdminScreen /> },
];
