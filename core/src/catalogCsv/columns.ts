import type { CatalogCollection } from '../model/collections';

/** How a column's cells are written (cells.ts reads and writes each kind). */
export type CellKind =
  | 'text'
  | 'whole'
  | 'rupees'
  | 'yesNo'
  | 'point'
  | 'list'
  | 'times'
  | 'hours'
  | 'id';

export interface Column {
  /** The header cell; dotted for a field inside another (chamber.phone). */
  header: string;
  /** Where the value sits in the document. */
  path: string;
  kind: CellKind;
  /**
   * The document may lack the field: an empty cell leaves it out, and a file may leave the
   * column out (then each matched document keeps what it has).
   */
  optional?: boolean;
}

const col = (header: string, kind: CellKind = 'text', path = header): Column => ({
  header,
  path,
  kind,
});
const opt = (header: string, kind: CellKind = 'text', path = header): Column => ({
  header,
  path,
  kind,
  optional: true,
});
const id: Column = { header: 'id', path: 'id', kind: 'id', optional: true };

/** The catalog collections a spreadsheet edits (galleries and news stay in their forms). */
export const csvCollections = [
  'shops',
  'products',
  'doctors',
  'labTests',
  'services',
  'teachers',
  'transport',
  'busRoutes',
  'emergencyContacts',
  'searchWords',
] as const satisfies readonly CatalogCollection[];
export type CsvCollection = (typeof csvCollections)[number];

/** Each collection's columns, in the order export and the template write them. */
export const csvColumns: { [C in CsvCollection]: readonly Column[] } = {
  shops: [
    id,
    col('name'),
    opt('nameBn'),
    col('type'),
    col('description'),
    opt('descriptionBn'),
    col('address'),
    col('phone'),
    col('hours', 'hours'),
    col('active', 'yesNo'),
    opt('pin', 'point'),
    opt('upiId'),
    opt('slotCutoffMinutes', 'whole'),
    opt('image'),
  ],
  products: [
    id,
    col('shopId'),
    col('name'),
    opt('nameBn'),
    col('unit'),
    opt('unitBn'),
    col('priceRupees', 'rupees', 'pricePaise'),
    col('stock', 'whole'),
    col('available', 'yesNo'),
    col('category'),
    opt('categoryBn'),
    col('description'),
    opt('descriptionBn'),
    opt('prescriptionRequired', 'yesNo'),
    opt('soldBy'),
    opt('stepGrams', 'whole'),
    opt('image'),
  ],
  doctors: [
    id,
    col('name'),
    col('kind'),
    col('specialty'),
    opt('specialtyBn'),
    col('qualifications'),
    opt('qualificationsBn'),
    col('chamber.name'),
    opt('chamber.nameBn'),
    col('chamber.address'),
    opt('chamber.addressBn'),
    col('chamber.phone'),
    opt('chamber.whatsapp'),
    opt('chamber.pin', 'point'),
    col('hours', 'hours'),
    col('slotMinutes', 'whole'),
    col('feeRupees', 'rupees', 'feePaise'),
    col('active', 'yesNo'),
    opt('image'),
  ],
  labTests: [
    id,
    col('name'),
    opt('nameBn'),
    col('description'),
    opt('descriptionBn'),
    col('sampleType'),
    opt('sampleTypeBn'),
    col('priceRupees', 'rupees', 'pricePaise'),
    col('reportHours', 'whole'),
    col('homeCollection', 'yesNo'),
    opt('preparation'),
    opt('preparationBn'),
    col('active', 'yesNo'),
  ],
  services: [
    id,
    col('type'),
    col('name'),
    opt('nameBn'),
    col('phone'),
    opt('whatsapp'),
    col('area'),
    opt('areaBn'),
    col('description'),
    opt('descriptionBn'),
    col('experienceYears', 'whole'),
    opt('visitChargeRupees', 'rupees', 'visitChargePaise'),
    opt('pin', 'point'),
  ],
  teachers: [
    id,
    col('name'),
    col('subjects', 'list'),
    opt('subjectsBn', 'list'),
    col('classes', 'list'),
    col('area'),
    opt('areaBn'),
    col('phone'),
    opt('whatsapp'),
    col('qualification'),
    opt('qualificationBn'),
    col('mode'),
    opt('feeNote'),
    opt('feeNoteBn'),
    opt('batches'),
    opt('batchesBn'),
    opt('pin', 'point'),
  ],
  transport: [
    id,
    col('kind'),
    col('driver'),
    col('phone'),
    opt('whatsapp'),
    col('vehicle'),
    opt('vehicleBn'),
    col('stand'),
    opt('standBn'),
    col('seats', 'whole'),
    col('fareNote'),
    opt('fareNoteBn'),
    col('available', 'yesNo'),
  ],
  busRoutes: [
    id,
    col('slug'),
    col('from'),
    opt('fromBn'),
    col('destination'),
    opt('destinationBn'),
    col('stops', 'list'),
    opt('stopsBn', 'list'),
    col('departures', 'times'),
    opt('returnDepartures', 'times'),
    col('durationMinutes', 'whole'),
    col('fareRupees', 'rupees', 'farePaise'),
    col('operator'),
  ],
  emergencyContacts: [
    id,
    col('name'),
    opt('nameBn'),
    col('type'),
    col('phone'),
    opt('whatsapp'),
    col('allDay', 'yesNo'),
    opt('address'),
    opt('addressBn'),
    opt('pin', 'point'),
    col('rank', 'whole'),
  ],
  searchWords: [id, col('name'), col('words', 'list')],
};

/**
 * Fields a spreadsheet does not carry: an import keeps what the document has (a shop's closure
 * is the vendor's day-to-day state; a product's shop type follows its shop).
 */
export const keptFields: { [C in CsvCollection]: readonly string[] } = {
  shops: ['closure'],
  products: ['shopType'],
  doctors: [],
  labTests: [],
  services: [],
  teachers: [],
  transport: [],
  busRoutes: [],
  emergencyContacts: [],
  searchWords: [],
};

/**
 * How a row without an id finds its document: these fields, compared without case and extra
 * spaces. Two rows of one file with the same key are refused, as is a key that two documents share.
 */
export const naturalKeys: { [C in CsvCollection]: readonly string[] } = {
  shops: ['name'],
  products: ['shopId', 'name', 'unit'],
  doctors: ['name', 'chamber.name'],
  labTests: ['name'],
  services: ['type', 'name'],
  teachers: ['name', 'phone'],
  transport: ['driver', 'phone'],
  busRoutes: ['slug'],
  emergencyContacts: ['name'],
  searchWords: ['name'],
};

/** The start of an id made for a new row (its natural key's words and a hash follow). */
export const idPrefixes: { [C in CsvCollection]: string } = {
  shops: 'shop',
  products: 'product',
  doctors: 'doctor',
  labTests: 'lab',
  services: 'service',
  teachers: 'teacher',
  transport: 'transport',
  busRoutes: 'bus',
  emergencyContacts: 'emg',
  searchWords: 'words',
};

/** A vendor's file: their shop's products, without the shop column (the session names it). */
export const vendorProductColumns: readonly Column[] = csvColumns.products.filter(
  (column) => column.header !== 'shopId',
);
