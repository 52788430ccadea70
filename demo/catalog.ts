import type { CatalogCollection, Collections } from '@town/core';

export type { CatalogCollection } from '@town/core';

import {
  busRoutesBn,
  doctorsWithBengali,
  emergencyContactsBn,
  feedsBn,
  galleriesWithBengali,
  labTestsBn,
  productsWithBengali,
  servicesBn,
  shopsBn,
  teachersBn,
  transportBn,
  withBengali,
} from './bengali';
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
  shops: withBengali(demoShops, shopsBn),
  products: productsWithBengali(demoProducts),
  doctors: doctorsWithBengali(demoDoctors),
  labTests: withBengali(demoLabTests, labTestsBn),
  emergencyContacts: withBengali(demoEmergencyContacts, emergencyContactsBn),
  teachers: withBengali(demoTeachers, teachersBn),
  transport: withBengali(demoTransport, transportBn),
  busRoutes: withBengali(demoBusRoutes, busRoutesBn),
  galleries: galleriesWithBengali(demoGalleries),
  feeds: withBengali(demoFeeds, feedsBn),
  services: withBengali(demoServices, servicesBn),
  searchWords: demoSearchWords,
};
