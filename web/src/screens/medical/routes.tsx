import type { RouteObject } from 'react-router-dom';
import { areaScreen, type EarlyRead, personalScreen } from '../../shell/areaScreen';

/** Reads several screens show first: started together with their code (params as the screens pass them). */
const pharmacyProducts: EarlyRead = ['products', { shopType: 'pharmacy' }];

const MedicalHub = areaScreen('medical', () => import('./MedicalHub'), [
  ['doctors'],
  pharmacyProducts,
]);
const PharmacyPage = areaScreen('medical', () => import('./PharmacyPage'), [
  pharmacyProducts,
  ['shops', { type: 'pharmacy' }],
]);
const CommonPage = areaScreen('medical', () => import('./CommonPage'), [pharmacyProducts]);
const MediAssistPage = areaScreen('medical', () => import('./MediAssistPage'));
const DoctorsPage = areaScreen('medical', () => import('./DoctorsPage'), [['doctors']]);
const DoctorDetailsPage = areaScreen('medical', () => import('./DoctorDetailsPage'));
const SpecialtyPage = areaScreen('medical', () => import('./SpecialtyPage'), [['doctors']]);
const OrderPage = areaScreen('medical', () => import('./OrderPage'), [pharmacyProducts]);
const LabTestPage = areaScreen('medical', () => import('./LabTestPage'), [['labTests']]);
const AppointmentPage = areaScreen('medical', () => import('./AppointmentPage'));
const ThankYouPage = personalScreen({ namespace: 'medical' }, () => import('./ThankYouPage'));
// The secret is in the link's fragment, as for orders: only the browser can open it.
const BookingLinkScreen = personalScreen(
  { namespace: 'medical' },
  () => import('./BookingLinkScreen'),
);

/** Routes of the medical area. */
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
  { path: '/booking/:code', element: <BookingLinkScreen /> },
];
