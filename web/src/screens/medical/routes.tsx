import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';

const Pending = lazyScreen(() => import('../Pending'));

/** Routes of the medical area (seed-spec §2). */
export const medicalRoutes: RouteObject[] = [
  { path: '/medical', element: <Pending /> },
  { path: '/medical/pharmacy', element: <Pending /> },
  { path: '/medical/common/:type', element: <Pending /> },
  { path: '/medical/mediAssist', element: <Pending /> },
  { path: '/medical/doctor', element: <Pending /> },
  { path: '/medical/doctorDetails', element: <Pending /> },
  { path: '/medical/doctor/doctorDetails/:spec', element: <Pending /> },
  { path: '/medical/order', element: <Pending /> },
  { path: '/medical/labTest', element: <Pending /> },
  { path: '/medical/appointment', element: <Pending /> },
  { path: '/medical/thankYou', element: <Pending /> },
];
