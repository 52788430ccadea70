import type { RouteObject } from 'react-router-dom';
import { areaScreen, type EarlyRead } from '../../shell/areaScreen';

/** Every emergency screen shows the same read: start it with the screen's code. */
const contacts: EarlyRead[] = [['emergencyContacts']];
const EmergencyPage = areaScreen('emergency', () => import('./EmergencyPage'), contacts);
const EmergencyTypePage = areaScreen('emergency', () => import('./EmergencyTypePage'), contacts);

/** Routes of the emergency area; /emergency/transport is the transport hub. */
export const emergencyRoutes: RouteObject[] = [
  { path: '/emergency', element: <EmergencyPage /> },
  { path: '/emergency/police', element: <EmergencyTypePage type="police" /> },
  { path: '/emergency/fire', element: <EmergencyTypePage type="fire" /> },
  { path: '/emergency/ambulance', element: <EmergencyTypePage type="ambulance" /> },
  { path: '/emergency/hospital', element: <EmergencyTypePage type="hospital" /> },
  { path: '/emergency/wbsedcl', element: <EmergencyTypePage type="wbsedcl" /> },
  { path: '/emergency/municipality', element: <EmergencyTypePage type="municipality" /> },
];
