import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from './shell/lazyScreen';

/**
 * Every route of seed-spec §2 in one table. Screens still to be built point at ComingSoon;
 * replace an entry's element with its lazy screen as the screen arrives.
 */
const HomePage = lazyScreen(() => import('./screens/home/HomePage'));
const ComingSoon = lazyScreen(() => import('./screens/ComingSoon'));

const soon = (area: string, screen?: string) => <ComingSoon area={area} screen={screen} />;

export const routes: RouteObject[] = [
  // Home and info
  { path: '/', element: <HomePage /> },
  { path: '/contact', element: soon('Contact') },
  { path: '/aboutUs', element: soon('About us') },
  { path: '/privacy', element: soon('Privacy') },
  { path: '/comingSoon', element: soon('Coming soon') },
  { path: '/thankYou', element: soon('Thank you') },

  // Medical
  { path: '/medical', element: soon('Medical') },
  { path: '/medical/pharmacy', element: soon('Medical', 'Pharmacy') },
  { path: '/medical/common/:type', element: soon('Medical', 'Medicines') },
  { path: '/medical/mediAssist', element: soon('Medical', 'Medical assistance') },
  { path: '/medical/doctor', element: soon('Medical', 'Doctors') },
  { path: '/medical/doctorDetails', element: soon('Medical', 'Doctor details') },
  { path: '/medical/doctor/doctorDetails/:spec', element: soon('Medical', 'Doctors by specialty') },
  { path: '/medical/order', element: soon('Medical', 'Medicine order') },
  { path: '/medical/labTest', element: soon('Medical', 'Lab tests') },
  { path: '/medical/appointment', element: soon('Medical', 'Appointment') },
  { path: '/medical/thankYou', element: soon('Medical', 'Thank you') },

  // Emergency
  { path: '/emergency', element: soon('Emergency') },
  { path: '/emergency/police', element: soon('Emergency', 'Police') },
  { path: '/emergency/fire', element: soon('Emergency', 'Fire brigade') },
  { path: '/emergency/ambulance', element: soon('Emergency', 'Ambulance') },
  { path: '/emergency/transport', element: soon('Transport') },
  { path: '/emergency/hospital', element: soon('Emergency', 'Hospitals') },
  { path: '/emergency/wbsedcl', element: soon('Emergency', 'Electricity (WBSEDCL)') },
  { path: '/emergency/municipality', element: soon('Emergency', 'Municipality') },

  // Education
  { path: '/education', element: soon('Education') },
  { path: '/education/teacher', element: soon('Education', 'Teachers') },

  // Transport (/transport is the same screen as /emergency/transport)
  { path: '/transport', element: soon('Transport') },
  { path: '/transport/toto', element: soon('Transport', 'Toto') },
  { path: '/transport/car', element: soon('Transport', 'Car') },
  { path: '/transport/bus', element: soon('Transport', 'Bus') },
  { path: '/transport/bus/:dest', element: soon('Transport', 'Bus route') },

  // Shopping (grocery, grocery/fordo and bazaar share one shop screen)
  { path: '/grocery', element: soon('Grocery') },
  { path: '/grocery/fordo', element: soon('Grocery') },
  { path: '/bazaar', element: soon('Bazaar') },
  { path: '/food', element: soon('Food') },
  { path: '/onlineShop', element: soon('Online shop') },
  { path: '/catalog', element: soon('Catalog') },
  { path: '/gallery/:id', element: soon('Gallery') },
  { path: '/buy/:product', element: soon('Shopping', 'Product') },
  { path: '/cart', element: soon('Cart') },

  // Orders
  { path: '/findOrder', element: soon('Find order') },
  { path: '/findOrder/:phone', element: soon('Find order') },

  // Services and feeds
  { path: '/service', element: soon('Services') },
  { path: '/service/:type', element: soon('Services') },
  { path: '/feeds/:type', element: soon('News and feeds') },

  // Delivery
  { path: '/delivery', element: soon('Delivery') },
  { path: '/delivery/screen', element: soon('Delivery', 'Deliveries') },

  // Sign-in areas
  { path: '/login', element: soon('Sign in') },
  { path: '/vendorLogin', element: soon('Vendor sign-in') },
  { path: '/deliveryLogin', element: soon('Delivery sign-in') },
  { path: '/forgetPassword', element: soon('Forgot password') },
  { path: '/vendor/:category', element: soon('Vendor') },

  // Admin (signed-in only; the gate arrives with the admin screens)
  { path: '/admin', element: soon('Admin') },
  { path: '/admin/:type', element: soon('Admin') },

  // Unknown paths: silently home.
  { path: '*', element: <Navigate to="/" replace /> },
];
