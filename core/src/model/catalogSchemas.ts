import type { z } from 'zod';
import { productSchema, shopSchema } from './catalog';
import type { CatalogCollection, Collections } from './collections';
import {
  busRouteSchema,
  emergencyContactSchema,
  feedPostSchema,
  gallerySchema,
  serviceProviderSchema,
  teacherSchema,
  transportListingSchema,
} from './directory';
import { doctorSchema, labTestSchema } from './medical';
import { searchWordsSchema } from './searchWords';

/** The schema every document of each catalog collection must pass, whoever writes it. */
export const catalogSchemas = {
  shops: shopSchema,
  products: productSchema,
  doctors: doctorSchema,
  labTests: labTestSchema,
  emergencyContacts: emergencyContactSchema,
  teachers: teacherSchema,
  transport: transportListingSchema,
  busRoutes: busRouteSchema,
  galleries: gallerySchema,
  feeds: feedPostSchema,
  services: serviceProviderSchema,
  searchWords: searchWordsSchema,
} as const satisfies { [C in CatalogCollection]: z.ZodType<Collections[C]> };
