import type { RouteObject } from 'react-router-dom';
import { personalScreen } from '../../shell/areaScreen';

/** Staff screens depend on who is signed in: the host paints their heading only. */
const staff = (title?: string) => ({ namespace: 'staff' as const, ...(title ? { title } : {}) });
const LoginScreen = personalScreen(staff(), () => import('./auth/LoginScreen'));
const ForgetPasswordScreen = personalScreen(staff(), () => import('./auth/ForgetPasswordScreen'));
const DeliveryScreen = personalScreen(
  staff('delivery.title'),
  () => import('./delivery/DeliveryScreen'),
);
const VendorScreen = personalScreen(staff('vendor.title'), () => import('./vendor/VendorScreen'));
const AdminScreen = personalScreen(staff(), () => import('./admin/AdminScreen'));
const SetupScreen = personalScreen(staff('setup.title'), () => import('./setup/SetupScreen'));
const InviteScreen = personalScreen(staff('invite.title'), () => import('./invite/InviteScreen'));

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
  // An empty town's one-time setup link: /setup#<token>.
  { path: '/setup', element: <SetupScreen /> },
  // A vendor's or courier's one-time link to set their password: /invite#<token>.
  { path: '/invite', element: <InviteScreen /> },
];
