import type { CatalogCollection } from '@town/core';
import {
  doctorKinds,
  emergencyTypes,
  feedTypes,
  serviceTypes,
  shopTypes,
  teacherModes,
  transportKinds,
} from '@town/core/vocabulary';
import type staffStrings from '../../../i18n/locales/en/staff.json';

type FieldLabel = keyof typeof staffStrings.catalog.fields;
type FieldHint = keyof typeof staffStrings.catalog.hints;
export type OptionGroup = keyof typeof staffStrings.catalog.options;

/**
 * How a field is edited. The lists of choices come from core's vocabulary (plain values, no
 * schemas in the bundle); the server checks every document with core's schema anyway.
 */
export type FieldSpec = {
  /** Where the value sits in the document; dotted for nested values ("chamber.name"). */
  path: string;
  label: FieldLabel;
  hint?: FieldHint;
  /** Left out of the document when empty. */
  optional?: boolean;
  /** Must not be empty (the schema's min length of 1). */
  required?: boolean;
  maxLength?: number;
} & (
  | { kind: 'text'; input?: 'tel' | 'url' }
  | { kind: 'longText' | 'int' | 'money' | 'bool' | 'shop' | 'lines' | 'hours' | 'images' }
  | { kind: 'dateTime' }
  | { kind: 'choice'; options: readonly string[]; group: OptionGroup }
);

const name: FieldSpec = {
  path: 'name',
  label: 'name',
  kind: 'text',
  required: true,
  maxLength: 80,
};
const phone: FieldSpec = {
  path: 'phone',
  label: 'phone',
  kind: 'text',
  input: 'tel',
  required: true,
};
const description: FieldSpec = {
  path: 'description',
  label: 'description',
  kind: 'longText',
  maxLength: 200,
};
const active: FieldSpec = { path: 'active', label: 'active', kind: 'bool' };
const hours: FieldSpec = { path: 'hours', label: 'hours', kind: 'hours' };
const money = (path: string, label: FieldLabel, optional = false): FieldSpec => ({
  path,
  label,
  hint: 'money',
  kind: 'money',
  optional,
});
const choice = (
  path: string,
  label: FieldLabel,
  options: readonly string[],
  group: OptionGroup,
): FieldSpec => ({ path, label, kind: 'choice', options, group });
const text = (path: string, label: FieldLabel, extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ path, label, kind: 'text', maxLength: 200, ...extra }) as FieldSpec;
const whole = (path: string, label: FieldLabel, hint?: FieldHint): FieldSpec => ({
  path,
  label,
  kind: 'int',
  ...(hint ? { hint } : {}),
});

/** A number that takes WhatsApp messages, shown as a WhatsApp link beside the phone. */
const whatsapp = (path = 'whatsapp'): FieldSpec =>
  text(path, 'whatsapp', { optional: true, input: 'tel', maxLength: 20, hint: 'whatsapp' });

/** A field's Bengali version (`nameBn` beside `name`): optional, English stands in without it. */
const bengali = (
  path: string,
  label: FieldLabel,
  maxLength = 200,
  kind: 'text' | 'longText' = 'text',
): FieldSpec => ({ path, label, kind, optional: true, maxLength }) as FieldSpec;
const bengaliLines = (path: string, label: FieldLabel): FieldSpec => ({
  path,
  label,
  hint: 'sameOrder',
  kind: 'lines',
  optional: true,
});

/** The form of each catalog collection, field by field, in the order the form shows them. */
export const catalogFields: Record<CatalogCollection, readonly FieldSpec[]> = {
  shops: [
    choice('type', 'type', shopTypes, 'shopType'),
    name,
    bengali('nameBn', 'nameBn', 80),
    description,
    bengali('descriptionBn', 'descriptionBn', 200, 'longText'),
    text('address', 'address'),
    phone,
    hours,
    { ...whole('slotCutoffMinutes', 'slotCutoffMinutes', 'slotCutoffMinutes'), optional: true },
    // No picture address: a shop's picture is taken or chosen with the photo button.
    active,
  ],
  products: [
    { path: 'shopId', label: 'shopId', kind: 'shop', required: true },
    name,
    bengali('nameBn', 'nameBn', 80),
    description,
    bengali('descriptionBn', 'descriptionBn', 200, 'longText'),
    text('category', 'category', { maxLength: 40 }),
    bengali('categoryBn', 'categoryBn', 40),
    text('unit', 'unit', { required: true, maxLength: 30, hint: 'unit' }),
    bengali('unitBn', 'unitBn', 30),
    money('pricePaise', 'pricePaise'),
    whole('stock', 'stock'),
    { path: 'available', label: 'available', kind: 'bool' },
    { path: 'prescriptionRequired', label: 'prescriptionRequired', kind: 'bool' },
    choice('soldBy', 'soldBy', ['unit', 'weight'], 'soldBy'),
    { ...whole('stepGrams', 'stepGrams', 'stepGrams'), optional: true },
    // No picture address: a product's photo is taken or chosen with the photo button.
  ],
  doctors: [
    name,
    choice('kind', 'doctorKind', doctorKinds, 'doctorKind'),
    text('specialty', 'specialty', { required: true, maxLength: 60 }),
    bengali('specialtyBn', 'specialtyBn', 60),
    text('qualifications', 'qualifications'),
    bengali('qualificationsBn', 'qualificationsBn'),
    text('chamber.name', 'chamberName', { required: true, maxLength: 80 }),
    text('chamber.address', 'chamberAddress'),
    bengali('chamber.nameBn', 'chamberNameBn', 80),
    bengali('chamber.addressBn', 'chamberAddressBn'),
    text('chamber.phone', 'chamberPhone', { required: true, input: 'tel' }),
    whatsapp('chamber.whatsapp'),
    hours,
    whole('slotMinutes', 'slotMinutes'),
    money('feePaise', 'feePaise'),
    // No picture address: a doctor's photo is taken or chosen with the photo button.
    active,
  ],
  labTests: [
    name,
    bengali('nameBn', 'nameBn', 80),
    description,
    bengali('descriptionBn', 'descriptionBn', 200, 'longText'),
    text('sampleType', 'sampleType', { maxLength: 40 }),
    bengali('sampleTypeBn', 'sampleTypeBn', 40),
    money('pricePaise', 'pricePaise'),
    whole('reportHours', 'reportHours'),
    { path: 'homeCollection', label: 'homeCollection', kind: 'bool' },
    text('preparation', 'preparation', { optional: true }),
    bengali('preparationBn', 'preparationBn'),
    active,
  ],
  emergencyContacts: [
    choice('type', 'type', emergencyTypes, 'emergencyType'),
    name,
    bengali('nameBn', 'nameBn', 80),
    phone,
    text('address', 'address', { optional: true }),
    bengali('addressBn', 'addressBn'),
    whatsapp(),
    { path: 'allDay', label: 'allDay', kind: 'bool' },
    whole('rank', 'rank', 'rank'),
  ],
  teachers: [
    name,
    { path: 'subjects', label: 'subjects', hint: 'lines', kind: 'lines', required: true },
    bengaliLines('subjectsBn', 'subjectsBn'),
    { path: 'classes', label: 'classes', hint: 'classes', kind: 'lines', required: true },
    text('area', 'area', { required: true, maxLength: 80 }),
    bengali('areaBn', 'areaBn', 80),
    phone,
    whatsapp(),
    text('qualification', 'qualification'),
    bengali('qualificationBn', 'qualificationBn'),
    choice('mode', 'mode', teacherModes, 'teacherMode'),
    text('feeNote', 'feeNote', { optional: true }),
    bengali('feeNoteBn', 'feeNoteBn'),
    text('batches', 'batches', { optional: true }),
    bengali('batchesBn', 'batchesBn'),
  ],
  transport: [
    choice('kind', 'transportKind', transportKinds, 'transportKind'),
    text('driver', 'driver', { required: true, maxLength: 80 }),
    phone,
    whatsapp(),
    text('vehicle', 'vehicle', { required: true, maxLength: 60 }),
    bengali('vehicleBn', 'vehicleBn', 60),
    text('stand', 'stand'),
    bengali('standBn', 'standBn'),
    whole('seats', 'seats'),
    text('fareNote', 'fareNote'),
    bengali('fareNoteBn', 'fareNoteBn'),
    { path: 'available', label: 'available', kind: 'bool' },
  ],
  busRoutes: [
    text('destination', 'destination', { required: true, maxLength: 80 }),
    bengali('destinationBn', 'destinationBn', 80),
    text('slug', 'slug', { required: true, maxLength: 40, hint: 'slug' }),
    text('from', 'from', { required: true, maxLength: 80 }),
    bengali('fromBn', 'fromBn', 80),
    { path: 'stops', label: 'stops', hint: 'lines', kind: 'lines' },
    bengaliLines('stopsBn', 'stopsBn'),
    { path: 'departures', label: 'departures', hint: 'departures', kind: 'lines', required: true },
    whole('durationMinutes', 'durationMinutes'),
    money('farePaise', 'farePaise'),
    text('operator', 'operator', { maxLength: 80 }),
  ],
  galleries: [
    text('title', 'title', { required: true, maxLength: 80 }),
    bengali('titleBn', 'titleBn', 80),
    description,
    bengali('descriptionBn', 'descriptionBn', 200, 'longText'),
    { path: 'images', label: 'images', kind: 'images' },
  ],
  feeds: [
    choice('type', 'type', feedTypes, 'feedType'),
    text('title', 'title', { required: true, maxLength: 120 }),
    bengali('titleBn', 'titleBn', 120),
    { path: 'body', label: 'body', kind: 'longText', maxLength: 2000 },
    bengali('bodyBn', 'bodyBn', 2000, 'longText'),
    // No picture address: a post's picture is taken or chosen with the photo button.
    { path: 'publishedAt', label: 'publishedAt', kind: 'dateTime', required: true },
  ],
  services: [
    choice('type', 'type', serviceTypes, 'serviceType'),
    name,
    bengali('nameBn', 'nameBn', 80),
    phone,
    whatsapp(),
    text('area', 'area', { required: true, maxLength: 80 }),
    bengali('areaBn', 'areaBn', 80),
    description,
    bengali('descriptionBn', 'descriptionBn', 200, 'longText'),
    whole('experienceYears', 'experienceYears'),
    money('visitChargePaise', 'visitChargePaise', true),
  ],
  searchWords: [
    name,
    { path: 'words', label: 'words', hint: 'words', kind: 'lines', required: true },
  ],
};

/** What names a document in a list: its name, driver, destination or title. */
export const titleField: Record<CatalogCollection, string> = {
  shops: 'name',
  products: 'name',
  doctors: 'name',
  labTests: 'name',
  emergencyContacts: 'name',
  teachers: 'name',
  transport: 'driver',
  busRoutes: 'destination',
  galleries: 'title',
  feeds: 'title',
  services: 'name',
  searchWords: 'name',
};
