import { startingTown, type TownConfig, townSettingsSchema } from '@town/core';
import { settingsOf, townValues } from '../src/screens/staff/admin/townForm';

const words = { whole: 'whole', amount: 'amount', pin: 'pin' };

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
});
