import {
  addressSchema,
  dialNumberSchema,
  emailSchema,
  idSchema,
  mobileSchema,
  saveTeachers,
  slotsOn,
  storageKeys,
  townDate,
  upiReferenceSchema,
} from '../src';

describe('phone numbers', () => {
  test.each([
    '9000000601',
    '+91 90000 00601',
    '+919000000601',
    '09000000601',
    '90000-00601',
    // Typed on a Bengali keyboard.
    '৯০০০০ ০০৬০১',
    '+৯১ ৯০০০০-০০৬০১',
  ])('%s is the mobile 9000000601', (written) => {
    expect(mobileSchema.parse(written)).toBe('9000000601');
  });

  test.each(['12345', '5000000601', '90000006011', '9000o00601', ''])(
    '%s is not a mobile',
    (written) => {
      expect(mobileSchema.safeParse(written).success).toBe(false);
    },
  );
});

describe('other fields', () => {
  test('a UPI reference and a dial number take Bengali digits and keep ASCII ones', () => {
    expect(upiReferenceSchema.parse(' ৪৫৬৭৮৯ ')).toBe('456789');
    expect(upiReferenceSchema.safeParse('৪৫৬').success).toBe(false);
    expect(dialNumberSchema.parse('১০৮')).toBe('108');
    expect(dialNumberSchema.parse('+৯১ ৩৩ ২২৮৮ ১০০০')).toBe('+91 33 2288 1000');
    expect(dialNumberSchema.safeParse('১০৮ ext').success).toBe(false);
  });

  test('emails are trimmed and lower-cased so sign-in ignores case', () => {
    expect(emailSchema.parse('  Admin@Sonapur.Example ')).toBe('admin@sonapur.example');
  });

  test('ids cannot hold path characters', () => {
    expect(idSchema.safeParse('../credentials').success).toBe(false);
    expect(idSchema.safeParse('shop-1_a').success).toBe(true);
  });

  test('an address needs a line long enough to find the door', () => {
    expect(addressSchema.safeParse({ line: 'x' }).success).toBe(false);
    expect(addressSchema.safeParse({ line: '12 Station Road' }).success).toBe(true);
  });
});

describe('shared app state', () => {
  test("an empty teacher list says 'No Data Found'; a non-empty one says nothing", () => {
    expect(saveTeachers([])).toEqual({ teachers: [], message: 'No Data Found' });
    const teacher = {
      id: 't',
      name: 'T',
      subjects: ['Maths'],
      classes: ['9-10'],
      area: 'Ward 1',
      phone: '9000000301',
      qualification: 'MSc',
      mode: 'home' as const,
    };
    expect(saveTeachers([teacher])).toEqual({ teachers: [teacher], message: '' });
  });

  test('the cart key is prefixed by the town slug', () => {
    expect(storageKeys('sonapur').cart).toBe('sonapur_cart');
    expect(storageKeys('rampur').cart).toBe('rampur_cart');
  });
});

describe('appointment slots', () => {
  const doctor = {
    hours: [
      { day: 1, from: '10:00', to: '11:00' },
      { day: 1, from: '18:00', to: '18:40' },
    ],
    slotMinutes: 20,
  };

  test('chamber hours are cut into slots on the chamber day', () => {
    expect(slotsOn(doctor, '2026-11-23')).toEqual(['10:00', '10:20', '10:40', '18:00', '18:20']);
  });

  test('other days have no slots', () => {
    expect(slotsOn(doctor, '2026-11-24')).toEqual([]);
  });

  test("the town's date is used, not the server's", () => {
    // 20:00 UTC on the 21st is already the 22nd in India.
    expect(townDate(new Date('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });

  test('the date turns at midnight in the town, however often it was asked just before', () => {
    // Midnight in India is 18:30 UTC; the date is remembered for a second, not longer.
    for (let i = 0; i < 3; i++) {
      expect(townDate(new Date('2026-11-21T18:29:59.001Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    }
    expect(townDate(new Date('2026-11-21T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(townDate(new Date('2026-11-21T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    // Each time zone its own date for the same moment.
    expect(townDate(new Date('2026-11-21T18:30:00.000Z'), 'UTC')).toBe('2026-11-21');
    // A clock that goes back (a test's, or a corrected one) gets the earlier date again.
    expect(townDate(new Date('2026-11-21T18:29:59.500Z'), 'Asia/Kolkata')).toBe('2026-11-21');
  });
});
