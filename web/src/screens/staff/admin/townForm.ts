import { asciiDigits, defaultDaySummary, type TownConfig, type TownSettings } from '@town/core';
import { paiseOf, rupeesOf, wholeOf } from '../checks';
import type { HoursRow } from './catalogForm';

type Language = TownConfig['defaultLanguage'];

/** A place the town names (its lab, its bus stand) as the form edits it: text fields. */
export interface PlaceValues {
  name: string;
  address: string;
  nameBn: string;
  addressBn: string;
  phone: string;
  whatsapp: string;
  lat: string;
  lng: string;
}

/** A delivery locality as the form edits it; `id` is '' until the row is first saved. */
export interface AreaRow {
  id: string;
  name: string;
  nameBn: string;
  pinCode: string;
  /** Rupees, as typed. */
  fee: string;
  minOrder: string;
}

/** A delivery window as the form edits it: its times ("17:00") and the orders it takes. */
export interface SlotRow {
  from: string;
  to: string;
  capacity: string;
}

/** Most a window may take, as core's schema says: the form says it before the server does. */
const slotCapacityMost = 10_000;

export const blankAreaRow: AreaRow = {
  id: '',
  name: '',
  nameBn: '',
  pinCode: '',
  fee: '',
  minOrder: '0',
};

/** The town settings as the form holds them: what the admin typed, field by field. */
export interface TownValues {
  name: string;
  nameBn: string;
  tagline: string;
  taglineBn: string;
  /** The logo's photo reference (`uploads/<id>`), '' for the app's own logo. */
  logo: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  lat: string;
  lng: string;
  languages: Language[];
  defaultLanguage: Language;
  themeColor: string;
  timeZone: string;
  fee: string;
  freeAbove: string;
  maxPerItem: string;
  acceptWithin: string;
  expectedAccept: string;
  expectedPack: string;
  expectedRide: string;
  /** The localities the town delivers to; none: it delivers anywhere at `fee`. */
  areas: AreaRow[];
  /** The delivery windows customers may choose; none: "as soon as possible" only. */
  slotWindows: SlotRow[];
  /** Minutes before a window starts that shops stop taking orders for it. */
  slotCutoff: string;
  openPerPhone: string;
  perClientPerHour: string;
  openUnitsPerProduct: string;
  /** Rupees of cash on delivery open per phone: before a first delivery, and after. */
  newPhoneOpen: string;
  openPerPhoneCash: string;
  /** Rupees one connection may order in an hour. */
  cashPerClientPerHour: string;
  releaseAfter: string;
  bookingDaysAhead: string;
  openBookingsPerPhone: string;
  bookingsPerClientPerHour: string;
  openHelpRequestsPerPhone: string;
  helpRequestsPerClientPerHour: string;
  contactMessagesPerClientPerHour: string;
  /** Days an ended order's photos are kept; empty: core's default. */
  photoRetentionDays: string;
  upiId: string;
  upiName: string;
  /** The day's summary to the admin group's Telegram chat: on or off, and its town time. */
  daySummaryOn: boolean;
  daySummaryAt: string;
  lab: PlaceValues;
  /** The lab's collection times: its hours, cut into times `labSlotMinutes` apart. */
  labHours: HoursRow[];
  labSlotMinutes: string;
  busStand: PlaceValues;
}

/** Why a field the browser checks cannot be sent: a count, an amount, a map point. */
export interface FormWords {
  whole: string;
  amount: string;
  pin: string;
  /** A window's capacity outside 1–10000. */
  capacity: string;
  /** A window that ends before it starts. */
  windowOrder: string;
  /** A window that overlaps an earlier one in the list. */
  windowOverlap: string;
}

const text = (value: string | undefined) => value ?? '';
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

function placeValues(place: TownConfig['lab'] | TownConfig['busStand']): PlaceValues {
  return {
    name: text(place?.name),
    address: text(place?.address),
    nameBn: text(place?.nameBn),
    addressBn: text(place?.addressBn),
    phone: text(place?.phone),
    whatsapp: text(place && 'whatsapp' in place ? place.whatsapp : undefined),
    lat: numberText(place?.pin?.lat),
    lng: numberText(place?.pin?.lng),
  };
}

/** The form's fields for the town as stored. */
export function townValues(town: TownConfig): TownValues {
  const { contact, delivery, orderLimits, requestLimits } = town;
  return {
    name: town.name,
    nameBn: text(town.nameBn),
    tagline: town.tagline,
    taglineBn: text(town.taglineBn),
    logo: text(town.logo),
    phone: text(contact.phone),
    whatsapp: text(contact.whatsapp),
    email: text(contact.email),
    address: text(contact.address),
    lat: numberText(contact.pin?.lat),
    lng: numberText(contact.pin?.lng),
    languages: [...town.languages],
    defaultLanguage: town.defaultLanguage,
    themeColor: town.themeColor,
    timeZone: town.timeZone,
    fee: rupeesOf(delivery.feePaise),
    freeAbove: rupeesOf(delivery.freeAbovePaise),
    maxPerItem: String(delivery.maxQuantityPerItem),
    acceptWithin: numberText(delivery.acceptWithinMinutes),
    expectedAccept: numberText(delivery.expectedMinutes?.accept),
    expectedPack: numberText(delivery.expectedMinutes?.pack),
    expectedRide: numberText(delivery.expectedMinutes?.ride),
    areas: (delivery.areas ?? []).map((area) => ({
      id: area.id,
      name: area.name,
      nameBn: text(area.nameBn),
      pinCode: area.pinCode,
      fee: rupeesOf(area.feePaise),
      minOrder: rupeesOf(area.minOrderPaise),
    })),
    slotWindows: (delivery.slots?.windows ?? []).map((window) => ({
      from: window.from,
      to: window.to,
      capacity: String(window.capacity),
    })),
    slotCutoff: numberText(delivery.slots?.cutoffMinutes ?? 60),
    openPerPhone: String(orderLimits.openPerPhone),
    perClientPerHour: String(orderLimits.perClientPerHour),
    openUnitsPerProduct: String(orderLimits.openUnitsPerProduct),
    newPhoneOpen: rupeesOf(orderLimits.newPhoneOpenPaise),
    openPerPhoneCash: rupeesOf(orderLimits.openPaisePerPhone),
    cashPerClientPerHour: rupeesOf(orderLimits.paisePerClientPerHour),
    releaseAfter: numberText(orderLimits.acceptWithinMinutes),
    bookingDaysAhead: String(requestLimits.bookingDaysAhead),
    openBookingsPerPhone: String(requestLimits.openBookingsPerPhone),
    bookingsPerClientPerHour: String(requestLimits.bookingsPerClientPerHour),
    openHelpRequestsPerPhone: String(requestLimits.openHelpRequestsPerPhone),
    helpRequestsPerClientPerHour: String(requestLimits.helpRequestsPerClientPerHour),
    contactMessagesPerClientPerHour: String(requestLimits.contactMessagesPerClientPerHour),
    photoRetentionDays: numberText(town.photoRetentionDays),
    upiId: text(town.upi?.id),
    upiName: text(town.upi?.name),
    daySummaryOn: (town.daySummary ?? defaultDaySummary).enabled,
    daySummaryAt: (town.daySummary ?? defaultDaySummary).at,
    lab: placeValues(town.lab),
    labHours: (town.lab?.collection?.hours ?? []).map((hours) => ({
      day: String(hours.day),
      from: hours.from,
      to: hours.to,
    })),
    labSlotMinutes: numberText(town.lab?.collection?.slotMinutes),
    busStand: placeValues(town.busStand),
  };
}

/**
 * The settings to send, and what the browser can tell is wrong already (by the server's field
 * paths, so its own messages land at the same fields). Blank optional fields are left out;
 * everything else is the server's to check against core's schema.
 */
export function settingsOf(
  values: TownValues,
  words: FormWords,
): { settings: TownSettings; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const count = (path: string, value: string): number => {
    const whole = wholeOf(value);
    if (whole === null) errors[path] = words.whole;
    return whole ?? 0;
  };
  const optionalCount = (path: string, value: string) =>
    value.trim() ? count(path, value) : undefined;
  const amount = (path: string, value: string): number => {
    const paise = paiseOf(value);
    if (paise === null) errors[path] = words.amount;
    return paise ?? 0;
  };
  const pin = (path: string, lat: string, lng: string) => {
    if (!lat.trim() && !lng.trim()) return undefined;
    // A Bengali keyboard types ০-৯: read as the digits they are.
    const point = { lat: Number(asciiDigits(lat.trim())), lng: Number(asciiDigits(lng.trim())) };
    if (!lat.trim() || !lng.trim() || Number.isNaN(point.lat) || Number.isNaN(point.lng)) {
      errors[path] = words.pin;
      return undefined;
    }
    return point;
  };
  const collection = () =>
    values.labHours.length > 0 || values.labSlotMinutes.trim()
      ? {
          hours: values.labHours.map((row) => ({
            day: Number(row.day),
            from: row.from,
            to: row.to,
          })),
          slotMinutes: count('lab.collection.slotMinutes', values.labSlotMinutes),
        }
      : undefined;
  const place = (path: 'lab' | 'busStand', place: PlaceValues) => {
    const filled =
      Object.values(place).some((value) => value.trim()) ||
      (path === 'lab' && collection() !== undefined);
    if (!filled) return undefined;
    return withoutEmpty({
      name: place.name.trim(),
      address: place.address.trim(),
      nameBn: optional(place.nameBn),
      addressBn: optional(place.addressBn),
      phone: place.phone.trim(),
      ...(path === 'lab' ? { whatsapp: optional(place.whatsapp), collection: collection() } : {}),
      pin: pin(`${path}.pin`, place.lat, place.lng),
    });
  };
  const areas = () => {
    if (values.areas.length === 0) return undefined;
    const taken = new Set(values.areas.map((row) => row.id).filter(Boolean));
    return values.areas.map((row, index) => {
      const path = `delivery.areas.${index}`;
      return withoutEmpty({
        id: row.id || newAreaId(row.name, taken),
        name: row.name.trim(),
        nameBn: optional(row.nameBn),
        pinCode: row.pinCode.replace(/\s/g, ''),
        feePaise: amount(`${path}.feePaise`, row.fee),
        minOrderPaise: amount(`${path}.minOrderPaise`, row.minOrder),
      });
    });
  };
  const expected = [values.expectedAccept, values.expectedPack, values.expectedRide];
  const settings = withoutEmpty({
    name: values.name.trim(),
    nameBn: optional(values.nameBn),
    tagline: values.tagline.trim(),
    taglineBn: optional(values.taglineBn),
    logo: optional(values.logo),
    languages: values.languages,
    defaultLanguage: values.defaultLanguage,
    themeColor: values.themeColor,
    timeZone: values.timeZone.trim(),
    contact: withoutEmpty({
      phone: optional(values.phone),
      whatsapp: optional(values.whatsapp),
      email: optional(values.email),
      address: optional(values.address),
      pin: pin('contact.pin', values.lat, values.lng),
    }),
    delivery: withoutEmpty({
      feePaise: amount('delivery.feePaise', values.fee),
      freeAbovePaise: amount('delivery.freeAbovePaise', values.freeAbove),
      maxQuantityPerItem: count('delivery.maxQuantityPerItem', values.maxPerItem),
      acceptWithinMinutes: optionalCount('delivery.acceptWithinMinutes', values.acceptWithin),
      expectedMinutes: expected.some((value) => value.trim())
        ? {
            accept: count('delivery.expectedMinutes.accept', values.expectedAccept),
            pack: count('delivery.expectedMinutes.pack', values.expectedPack),
            ride: count('delivery.expectedMinutes.ride', values.expectedRide),
          }
        : undefined,
      areas: areas(),
      slots: slotsOf(values, words, errors),
    }),
    orderLimits: withoutEmpty({
      openPerPhone: count('orderLimits.openPerPhone', values.openPerPhone),
      perClientPerHour: count('orderLimits.perClientPerHour', values.perClientPerHour),
      openUnitsPerProduct: count('orderLimits.openUnitsPerProduct', values.openUnitsPerProduct),
      newPhoneOpenPaise: amount('orderLimits.newPhoneOpenPaise', values.newPhoneOpen),
      openPaisePerPhone: amount('orderLimits.openPaisePerPhone', values.openPerPhoneCash),
      paisePerClientPerHour: amount(
        'orderLimits.paisePerClientPerHour',
        values.cashPerClientPerHour,
      ),
      acceptWithinMinutes: optionalCount('orderLimits.acceptWithinMinutes', values.releaseAfter),
    }),
    requestLimits: {
      bookingDaysAhead: count('requestLimits.bookingDaysAhead', values.bookingDaysAhead),
      openBookingsPerPhone: count(
        'requestLimits.openBookingsPerPhone',
        values.openBookingsPerPhone,
      ),
      bookingsPerClientPerHour: count(
        'requestLimits.bookingsPerClientPerHour',
        values.bookingsPerClientPerHour,
      ),
      openHelpRequestsPerPhone: count(
        'requestLimits.openHelpRequestsPerPhone',
        values.openHelpRequestsPerPhone,
      ),
      helpRequestsPerClientPerHour: count(
        'requestLimits.helpRequestsPerClientPerHour',
        values.helpRequestsPerClientPerHour,
      ),
      contactMessagesPerClientPerHour: count(
        'requestLimits.contactMessagesPerClientPerHour',
        values.contactMessagesPerClientPerHour,
      ),
    },
    photoRetentionDays: optionalCount('photoRetentionDays', values.photoRetentionDays),
    upi:
      values.upiId.trim() || values.upiName.trim()
        ? { id: values.upiId.trim(), name: values.upiName.trim() }
        : undefined,
    daySummary: daySummaryOf(values),
    lab: place('lab', values.lab),
    busStand: place('busStand', values.busStand),
  }) as TownSettings;
  return { settings, errors };
}

/**
 * The delivery windows as typed, and what is wrong with them at the rows' fields: a capacity
 * out of range, a window ending before it starts, one overlapping an earlier row. No rows: the
 * town offers no slots (the cut-off alone means nothing, so it is not sent).
 */
function slotsOf(
  values: TownValues,
  words: FormWords,
  errors: Record<string, string>,
): NonNullable<TownSettings['delivery']['slots']> | undefined {
  if (values.slotWindows.length === 0) return undefined;
  const path = 'delivery.slots.windows';
  const windows = values.slotWindows.map((row, index) => {
    const capacity = wholeOf(row.capacity);
    if (capacity === null) errors[`${path}.${index}.capacity`] = words.whole;
    else if (capacity < 1 || capacity > slotCapacityMost) {
      errors[`${path}.${index}.capacity`] = words.capacity;
    }
    return { from: row.from.trim(), to: row.to.trim(), capacity: capacity ?? 0 };
  });
  windows.forEach((window, index) => {
    const earlier = windows.slice(0, index);
    if (window.from && window.to && window.from >= window.to) {
      errors[`${path}.${index}`] = words.windowOrder;
    } else if (earlier.some((other) => window.from < other.to && other.from < window.to)) {
      errors[`${path}.${index}`] = words.windowOverlap;
    }
  });
  const cutoffMinutes = wholeOf(values.slotCutoff);
  if (cutoffMinutes === null) errors['delivery.slots.cutoffMinutes'] = words.whole;
  return { windows, cutoffMinutes: cutoffMinutes ?? 0 };
}

/**
 * The day's summary as typed (the server says what a time must look like, beside the field);
 * left out when it is the default, which a town without the setting has already.
 */
function daySummaryOf(values: TownValues): TownSettings['daySummary'] {
  const setting = { enabled: values.daySummaryOn, at: values.daySummaryAt.trim() };
  const isDefault =
    setting.enabled === defaultDaySummary.enabled && setting.at === defaultDaySummary.at;
  return isDefault ? undefined : setting;
}

/**
 * The id a new locality keeps while it is listed, made from its name ("Bazaar Para" ->
 * "bazaar-para"; a name in Bengali script alone gives "area"), unlike every id in `taken`.
 */
export function newAreaId(name: string, taken: Set<string>): string {
  // Runs of other characters are one '-' already, so a single '-' is all there is to trim.
  const dashed = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 30);
  const base = dashed.replace(/^-/, '').replace(/-$/, '') || 'area';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The object without its undefined fields: the server refuses nothing it was not sent. */
function withoutEmpty<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}
