import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './shell/lazyScreen';

/**
 * Every route of seed-spec §2 in one table. Screens still to be built are listed under
 * `soon(area, ...paths)` and show the ComingSoon placeholder; to add a screen, take its path
 * out of that list and give it an entry of its own with a lazy screen, like HomePage.
 */
const HomePage = lazyScreen(() => import('./screens/home/HomePage'));
const ComingSoon = lazyScreen(() => import('./screens/ComingSoon'));

const soon = (area: string, ...paths: string[]): RouteObject[] =>
  paths.map((path) => ({ path, element: <ComingSoon area={area} /> }));

export const routes: RouteObject[] = [
  // Home and info
  { path: '/', element: <HomePage /> },
  ...soon('Contact', '/contact'),
  ...soon('About us', '/aboutUs'),
  ...soon('Privacy', '/privacy'),
  ...soon('Coming soon', '/comingSoon'),
  ...soon('Thank you', '/thankYou'),

  ...soon(
    'Medical',
    '/medical',
    '/medical/pharmacy',
    '/medical/common/:type',
    '/medical/mediAssist',
    '/medical/doctor',
    '/medical/doctorDetails',
    '/medical/doctor/doctorDetails/:spec',
    '/medical/order',
    '/medical/labTest',
    '/medical/appointment',
    '/medical/thankYou',
  ),

  ...soon(
    'Emergency',
    '/emergency',
    '/emergency/police',
    '/emergency/fire',
    '/emergency/ambulance',
    '/emergency/hospital',
    '/emergency/wbsedcl',
    '/emergency/municipality',
  ),

  ...soon('Education', '/education', '/education/teacher'),

  // /emergency/transport is the same screen as /transport.
  ...soon(
    'Transport',
    '/transport',
    '/emergency/transport',
    '/transport/toto',
    '/transport/car',
    '/transport/bus',
    '/transport/bus/:dest',
  ),

  // Shopping: /grocery, /grocery/fordo and /bazaar share one shop screen.
  ...soon('Grocery', '/grocery', '/grocery/fordo'),
  ...soon('Bazaar', '/bazaar'),
  ...soon('Food', '/food'),
  ...soon('Online shop', '/onlineShop'),
  ...soon('Catalog', '/catalog'),
  ...soon('Gallery', '/gallery/:id'),
  ...soon('Product', '/buy/:product'),
  ...soon('Cart', '/cart'),

  ...soon('Find order', '/findOrder', '/findOrder/:phone'),

  ...soon('Services', '/service', '/service/:type'),
  ...soon('News and feeds', '/feeds/:type'),

  ...soon('Delivery', '/delivery', '/delivery/screen'),

  // Sign-in areas
  ...soon('Sign in', '/login'),
  ...soon('Vendor sign-in', '/vendorLogin'),
  ...soon('Delivery sign-in', '/deliveryLogin'),
  ...soon('Forgot password', '/forgetPassword'),
  ...soon('Vendor', '/vendor/:category'),

  // Admin: signed-in only; the gate arrives with the admin screens.
  ...soon('Admin', '/admin', '/admin/:type'),

  // Unknown paths: silently home.
  { path: '*', element: <Navigate to="/" replace /> },
];
