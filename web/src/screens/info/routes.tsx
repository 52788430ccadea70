import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const ContactPage = areaScreen('info', () => import('./ContactPage'));
const AboutPage = areaScreen('info', () => import('./AboutPage'));
const PrivacyPage = areaScreen('info', () => import('./PrivacyPage'));
const ComingSoon = areaScreen('info', () => import('./ComingSoon'));

/** Routes of the info area. */
export const infoRoutes: RouteObject[] = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/aboutUs', element: <AboutPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/comingSoon', element: <ComingSoon /> },
];
