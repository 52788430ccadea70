import type { CatalogCollection, Collections } from '../model/collections';

export type { CatalogCollection } from '../model/collections';

import {
  demoBusRoutes,
  demoEmergencyContacts,
  demoFeeds,
  demoGalleries,
  demoServices,
  demoTeachers,
  demoTransport,
} from './directory';
import { demoDoctors, demoLabTests } from './medical';
import { demoSearchWords } from './searchWords';
import { demoProducts, demoShops } from './shops';

/** Every catalog collection's demo documents, keyed by collection name. */
export type DemoCatalog = { [C in CatalogCollection]: Collections[C][] };

export const demoCatalog: DemoCatalog = {
  shops: demoShops,
  products: demoProducts,
  doctors: demoDoctors,
  labTests: demoLabTests,
  emergencyContacts: demoEmergencyContacts,
  teachers: demoTeachers,
  transport: demoTransport,
  busRoutes: demoBusRoutes,
  galleries: demoGalleries,
  feeds: demoFeeds,
  services: demoServices,
  searchWords: demoSearchWords,
};
