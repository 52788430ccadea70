import type { RouteObject } from 'react-router-dom';
import { areaScreen } from '../../shell/areaScreen';

const MedicalHub = areaScreen('medical', () => import('./MedicalHub'));
const PharmacyPage = areaScreen('medical', () => import('./PharmacyPage'));
const CommonPage = areaScreen('medical', () => import('./CommonPage'));
const MediAssistPage = areaScreen('medical', () => import('./MediAssistPage'));
const DoctorsPage = areaScreen('medical', () => import('./DoctorsPage'));
const DoctorDetailsPage = areaScreen('medical', () => import('./DoctorDetailsPage'));
const SpecialtyPage = areaScreen('medical', () => import('./SpecialtyPage'));
const OrderPage = areaScreen('medical', () => import('./OrderPage'));
const LabTestPage = areaScreen('medical', () => import('./LabTestPage'));
const AppointmentPage = areaScreen('medical', () => import('./AppointmentPage'));
const ThankYouPage = areaScreen('medical', () => import('./ThankYouPage'));

/** Routes of the medical area (seed-spec §2). */
export const medicalRoutes: RouteObject[] = [
  { path: '/medical', element: <MedicalHub /> },
  { path: '/medical/pharmacy', element: <PharmacyPage /> },
  { path: '/medical/common/:type', element: <CommonPage /> },
  { path: '/medical/mediAssist', element: <MediAssistPage /> },
  { path: '/medical/doctor', element: <DoctorsPage /> },
  { path: '/medical/doctorDetails', element: <DoctorDetailsPage /> },
  { path: '/medical/doctor/doctorDetails/:spec', element: <SpecialtyPage /> },
  { path: '/medical/order', element: <OrderPage /> },
  { path: '/medical/labTest', element: <LabTestPage /> },
  { path: '/medical/appointment', element: <AppointmentPage /> },
  { path: '/medical/thankYou', element: <ThankYouPage /> },
];
