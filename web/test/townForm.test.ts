import { startingTown, type TownConfig, townSettingsSchema } from '@town/core';
import {
  blankAreaRow,
  newAreaId,
  settingsOf,
  townValues,
} from '../src/screens/staff/admin/townForm';

const words = {
  whole: 'whole',
  amount: 'amount',
  pin: 'pin',
  capacity: 'capacity',
  windowOrder: 'window order',
  windowOverlap: 'window overlap',
};

/** A town with every setting filled in, the lab's collection times and the limits included. */
const town: TownConfig = {
  ...startingTown('Rampur'),
  contact: { phone: '9000001100', email: 'desk@rampur.example', pin: { lat: 24.17, lng: 87.78 } },
  orderLimits: {
    openPerPhone: 4,
    perClientPerHour: 40,
    openUnitsPerProduct: 12,
    newPhoneOpenPaise: 250_050,
    openPaisePerPhone: 1_000_000,
    paisePerClientPerHour: 2_000_000,
    acceptWithinMinutes: 90,
  },
  requestLimits: {
    bookingDaysAhead: 14,
    openBookingsPerPhone: 2,
    bookingsPerClientPerHour: 5,
    openHelpRequestsPerPhone: 1,
    helpRequestsPerClientPerHour: 4,
    contactMessagesPerClientPerHour: 8,
  },
  lab: {
    name: 'Rampur Diagnostics',
    address: 'Hospital Road, Rampur',
    phone: '9000001140',
    collection: {
      hours: [
        { day: 1, from: '07:00', to: '10:00' },
        { day: 1, from: '17:00', to: '19:00' },
      ],
      slotMinutes: 20,
    },
  },
  upi: { id: 'rampur.town@upi', name: 'Rampur Town Services' },
};

describe('the town settings form', () => {
  test('sends back every setting it was opened with, the limits and lab times included', () => {
    const { slug: _slug, ...settings } = town;
    const sent = settingsOf(townValues(town), words);
    expect(sent.errors).toEqual({});
    expect(sent.settings).toEqual(settings);
    expect(townSettingsSchema.safeParse(sent.settings).success).toBe(true);
  });

  test('a new town’s starting settings save as they are', () => {
    const { slug: _slug, ...settings } = startingTown('Rampur');
    expect(settingsOf(townValues(startingTown('Rampur')), words).settings).toEqual(settings);
  });

  test('a map point typed with Bengali digits is the same point', () => {
    const values = { ...townValues(town), lat: '২৪.১৭', lng: '৮৭.৭৮' };
    const sent = settingsOf(values, words);
    expect(sent.errors).toEqual({});
    expect(sent.settings.contact.pin).toEqual({ lat: 24.17, lng: 87.78 });
  });

  test('limits that are not numbers are marked at their own fields', () => {
    const values = {
      ...townValues(town),
      newPhoneOpen: 'lots',
      bookingDaysAhead: '1.5',
      labSlotMinutes: 'half an hour',
    };
    expect(settingsOf(values, words).errors).toEqual({
      'orderLimits.newPhoneOpenPaise': 'amount',
      'requestLimits.bookingDaysAhead': 'whole',
      'lab.collection.slotMinutes': 'whole',
    });
  });

  test('emptied collection times leave the lab without them: the lab calls with a time', () => {
    const values = { ...townValues(town), labHours: [], labSlotMinutes: '' };
    expect(settingsOf(values, words).settings.lab).not.toHaveProperty('collection');
  });

  test('keeps each listed locality, with its id, fee and minimum order', () => {
    const areas = [
      {
        id: 'bazaar-para',
        name: 'Bazaar Para',
        nameBn: 'বাজার পাড়া',
        pinCode: '731101',
        feePaise: 1050,
        minOrderPaise: 0,
      },
      { id: 'kalipur', name: 'Kalipur', pinCode: '731102', feePaise: 4000, minOrderPaise: 30000 },
    ];
    const listing = { ...town, delivery: { ...town.delivery, areas } };
    const { slug: _slug, ...settings } = listing;
    const sent = settingsOf(townValues(listing), words);
    expect(sent.errors).toEqual({});
    expect(sent.settings).toEqual(settings);
    expect(townSettingsSchema.safeParse(sent.settings).success).toBe(true);
  });

  test('a new locality gets an id from its name, unlike the others; an empty list sends none', () => {
    const values = townValues(town);
    const row = {
      ...blankAreaRow,
      name: 'Bazaar Para',
      pinCode: '731 101',
      fee: '15',
      minOrder: '200',
    };
    const sent = settingsOf(
      {
        ...values,
        areas: [{ ...row, id: 'bazaar-para' }, row, { ...row, name: 'বাজার', pinCode: '731103' }],
      },
      words,
    );
    expect(sent.settings.delivery.areas).toEqual([
      expect.objectContaining({ id: 'bazaar-para' }),
      {
        id: 'bazaar-para-2',
        name: 'Bazaar Para',
        pinCode: '731101',
        feePaise: 1500,
        minOrderPaise: 20000,
      },
      expect.objectContaining({ id: 'area', name: 'বাজার' }),
    ]);
    expect(settingsOf({ ...values, areas: [] }, words).settings.delivery).not.toHaveProperty(
      'areas',
    );
    expect(newAreaId('  --Ward No. 5--  ', new Set())).toBe('ward-no-5');
  });

  test('a fee or minimum that is not an amount is said at its own field', () => {
    const values = townValues(town);
    const row = {
      ...blankAreaRow,
      name: 'Kalipur',
      pinCode: '731102',
      fee: 'forty',
      minOrder: '-5',
    };
    expect(settingsOf({ ...values, areas: [row] }, words).errors).toEqual({
      'delivery.areas.0.feePaise': 'amount',
      'delivery.areas.0.minOrderPaise': 'amount',
    });
  });

  test("the day's summary: off or at another time is sent; the default of a town without it is not", () => {
    const values = townValues(town);
    expect(values.daySummaryOn).toBe(true);
    expect(values.daySummaryAt).toBe('21:00');
    expect(settingsOf(values, words).settings.daySummary).toBeUndefined();
    const later = settingsOf({ ...values, daySummaryAt: ' 22:15 ' }, words).settings;
    expect(later.daySummary).toEqual({ enabled: true, at: '22:15' });
    const off = settingsOf({ ...values, daySummaryOn: false }, words).settings;
    expect(off.daySummary).toEqual({ enabled: false, at: '21:00' });
    const saved = { ...town, daySummary: { enabled: false, at: '20:00' } };
    expect(townValues(saved)).toMatchObject({ daySummaryOn: false, daySummaryAt: '20:00' });
  });

  test('the days photos are kept: a number is sent, empty leaves the default, words are marked', () => {
    const values = townValues(town);
    expect(values.photoRetentionDays).toBe('');
    expect(settingsOf(values, words).settings).not.toHaveProperty('photoRetentionDays');
    const month = settingsOf({ ...values, photoRetentionDays: ' 30 ' }, words);
    expect(month.settings.photoRetentionDays).toBe(30);
    expect(townValues({ ...town, photoRetentionDays: 30 }).photoRetentionDays).toBe('30');
    const notDays = settingsOf({ ...values, photoRetentionDays: 'a month' }, words);
    expect(notDays.errors).toMatchObject({ photoRetentionDays: 'whole' });
  });
});
