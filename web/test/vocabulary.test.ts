import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bookingKinds,
  doctorKinds,
  emergencyTypes,
  feedTypes,
  orderKinds,
  orderStatuses,
  serviceTypes,
  shopTypes,
  teacherModes,
  transportKinds,
} from '@town/core/vocabulary';

type Strings = Record<string, Record<string, unknown>>;
const staffStrings = (lang: string): Strings =>
  JSON.parse(
    readFileSync(join(__dirname, '..', 'src', 'i18n', 'locales', lang, 'staff.json'), 'utf8'),
  );

/** Where the staff screens look up each of core's lists' labels. */
const labelled: Array<[list: string, values: readonly string[], at: (s: Strings) => unknown]> = [
  ['order statuses', orderStatuses, (s) => s.status],
  ['order kinds', orderKinds, (s) => s.kind],
  ['booking lists', bookingKinds, (s) => (s.bookings as Strings).kinds],
  ['shop types', shopTypes, (s) => (s.catalog as Strings).options?.shopType],
  ['doctor kinds', doctorKinds, (s) => (s.catalog as Strings).options?.doctorKind],
  ['emergency types', emergencyTypes, (s) => (s.catalog as Strings).options?.emergencyType],
  ['transport kinds', transportKinds, (s) => (s.catalog as Strings).options?.transportKind],
  ['feed types', feedTypes, (s) => (s.catalog as Strings).options?.feedType],
  ['service types', serviceTypes, (s) => (s.catalog as Strings).options?.serviceType],
  ['teacher modes', teacherModes, (s) => (s.catalog as Strings).options?.teacherMode],
];

describe("every value of core's lists has a label in the staff screens, in both languages", () => {
  for (const lang of ['en', 'bn']) {
    test.each(labelled)(`${lang}: %s`, (_list, values, at) => {
      const labels = at(staffStrings(lang)) as Record<string, string> | undefined;
      const missing = values.filter((value) => typeof labels?.[value] !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
