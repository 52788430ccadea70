import type { RouteObject } from 'react-router-dom';
import { areaScreen, type EarlyRead } from '../../shell/areaScreen';

const teachers: EarlyRead[] = [['teachers']];
const EducationHub = areaScreen('education', () => import('./EducationHub'), teachers);
const TeachersPage = areaScreen('education', () => import('./TeachersPage'), teachers);

/** Routes of the education area. */
export const educationRoutes: RouteObject[] = [
  { path: '/education', element: <EducationHub /> },
  { path: '/education/teacher', element: <TeachersPage /> },
];
