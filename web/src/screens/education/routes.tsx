import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const EducationHub = areaScreen('education', () => import('./EducationHub'));
const TeachersPage = areaScreen('education', () => import('./TeachersPage'));

/** Routes of the education area (seed-spec §2). */
export const educationRoutes: RouteObject[] = [
  { path: '/education', element: <EducationHub /> },
  { path: '/education/teacher', element: <TeachersPage /> },
];
