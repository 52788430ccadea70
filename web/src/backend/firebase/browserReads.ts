/*
 * Kept apart from namedReads.ts, which carries core's read table and zod: the adapter decides
 * here where a read goes, and loads that table only for a read the browser runs itself.
 */

/**
 * Named reads the SPA runs against Firestore itself: public catalog data only, allowed by
 * firestore.rules to everyone. Every other read (a doctor's free slots, which come from
 * bookings; the staff lists) goes through the `read` callable, which checks the role.
 * A read missing here still works, through the callable: the safe default.
 */
export const browserReads: ReadonlySet<string> = new Set([
  'town',
  'shops',
  'shop',
  'products',
  'product',
  'doctors',
  'doctor',
  'labTests',
  'emergencyContacts',
  'teachers',
  'transport',
  'busRoutes',
  'busRoute',
  'galleries',
  'gallery',
  'feeds',
  'services',
  'searchCatalog',
]);
