import type { RouteObject } from 'react-router-dom';
import { i18n } from '../../i18n';
import { areaScreen } from '../../shell/areaScreen';

/** The hub also shows the transport helplines, in the emergency area's words: load both. */
const TransportHub = areaScreen(
  'transport',
  () => Promise.all([import('./TransportHub'), i18n.loadNamespaces('emergency')]).then(([m]) => m),
  [['emergencyContacts']],
);
const loadDrivers = () => import('./DriversPage');
const TotoPage = areaScreen('transport', loadDrivers, [['transport', { kind: 'toto' }]]);
const CarPage = areaScreen('transport', loadDrivers, [['transport', { kind: 'car' }]]);
const BusRoutesPage = areaScreen('transport', () => import('./BusRoutesPage'), [
  ['busRoutes'],
  ['transport', { kind: 'bus' }],
]);
const BusTimetablePage = areaScreen('transport', () => import('./BusTimetablePage'));

/** Routes of the transport area; /emergency/transport is the same hub. */
export const transportRoutes: RouteObject[] = [
  { path: '/transport', element: <TransportHub /> },
  { path: '/emergency/transport', element: <TransportHub /> },
  { path: '/transport/toto', element: <TotoPage kind="toto" /> },
  { path: '/transport/car', element: <CarPage kind="car" /> },
  { path: '/transport/bus', element: <BusRoutesPage /> },
  { path: '/transport/bus/:dest', element: <BusTimetablePage /> },
];
