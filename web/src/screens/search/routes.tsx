import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

/** The search screen and its library load only when someone opens it. */
const SearchPage = areaScreen('search', () => import('./SearchPage'));

export const searchRoutes: RouteObject[] = [{ path: '/search', element: <SearchPage /> }];
