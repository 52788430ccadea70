import { demoTown } from '../../demo';
import {
  type Appointment,
  alertTime,
  alertWhen,
  appointmentStepText,
  type ChatButton,
  courierTaskBody,
  deliveryOfferBody,
  doctorTitle,
  followBookingTokenPayload,
  followerUpdateText,
  followLinkIn,
  followTokenPayload,
  type Order,
  orderPlacedText,
  requestOf,
  shopOrderView,
  vendorPartBody,
  withParts,
  wordedFields,
  wordingIn,
  wordingsOf,
} from '../src';
import { inEach } from '../src/notifications/language';

/** The bot in the reader's language: Bengali names from the order, the same button data. */

function order(overrides: Partial<Order> = {}): Order {
  const placed = withParts(
    {
      id: 'o1',
      code: 'K7Q-4MX',
      placedOn: '2026-11-21',
      kind: 'shop',
      customer: { name: 'Mitali', phone: '9000000901' },
      address: { line: '12 Station Road', landmark: 'water tank', pin: { lat: 23.1, lng: 87.9 } },
      items: [
        {
          productId: 'p1',
          shopId: 's1',
          name: 'Rice',
          unit: '1 kg',
          nameBn: 'চাল',
          unitBn: '১ কেজি',
          unitPricePaise: 6000,
          quantity: 2,
          lineTotalPaise: 12000,
        },
      ],
      shopIds: ['s1'],
      subtotalPaise: 12000,
      deliveryFeePaise: 2000,
      totalPaise: 14000,
      payment: 'cashOnDelivery',
      status: 'placed',
      history: [{ status: 'placed', at: '2026-11-21T10:00:00+05:30', by: { role: 'customer' } }],
      deliveryPersonId: null,
      createdAt: '2026-11-21T10:00:00+05:30',
      updatedAt: '2026-11-21T10:00:00+05:30',
    },
    () => 'Annapurna',
  );
  const parts = placed.parts.map((part) => ({ ...part, shopNameBn: 'অন্নপূর্ণা' }));
  return { ...placed, parts, ...overrides };
}

const data = (rows: ChatButton[][]) => rows.flat().map((button) => 'data' in button && button.data);

describe("a vendor's new-order message", () => {
  const view = shopOrderView(order(), 's1');
  if (!view) throw new Error('no part');

  test('in Bengali: the Bengali product, unit and shop names the order kept, and the words', () => {
    const body = vendorPartBody(view, 'rec1', 'bn');
    expect(body.text).toContain('অন্নপূর্ণা');
    expect(body.text).toContain('২ × চাল (১ কেজি)');
    expect(body.text).toContain('অর্ডার K7Q-4MX');
    expect(body.text).toContain('নতুন');
    // Prices as the Bengali pages write them (bn-IN).
    expect(body.text).toContain('₹১২০');
    expect(body.text).not.toContain('Rice');
    expect(body.buttons.flat().map((button) => button.text)).toEqual(['👍 গ্রহণ করুন', '✖ বাতিল করুন']);
  });

  test('its buttons carry the same data in every language: old messages still work', () => {
    const english = vendorPartBody(view, 'rec1', 'en');
    const bengali = vendorPartBody(view, 'rec1', 'bn');
    expect(data(bengali.buttons)).toEqual(data(english.buttons));
    expect(data(english.buttons)).toEqual(['rec1:accept', 'rec1:cancel']);
  });

  test('a line without a Bengali name shows the English one', () => {
    const plain = order();
    const lines = plain.parts[0]?.lines.map(({ nameBn: _n, unitBn: _u, ...line }) => line) ?? [];
    const bare = { ...plain, parts: plain.parts.map((part) => ({ ...part, lines })) };
    const body = vendorPartBody(shopOrderView(bare, 's1') as never, 'rec1', 'bn');
    expect(body.text).toContain('২ × Rice (1 kg)');
  });
});

describe("couriers' messages", () => {
  test('the offer and the task keep their data, with labels in the language', () => {
    const ready = order({ status: 'ready' });
    const offers = inEach((language) => deliveryOfferBody(ready, 'rec2', null, language));
    expect(data(offers.bn.buttons)).toEqual(data(offers.en.buttons));
    expect(offers.bn.buttons[0]?.[0]?.text).toBe('🙋 আমি নেব');
    expect(offers.bn.text).toContain('অন্নপূর্ণা থেকে নিয়ে');
    const out = order({ status: 'outForDelivery', deliveryPersonId: 'd1' });
    const tasks = inEach((language) => courierTaskBody(out, 'rec3', language));
    expect(data(tasks.bn.buttons)).toEqual(data(tasks.en.buttons));
    expect(tasks.bn.text).toContain('পৌঁছে দিন: Mitali');
    expect(tasks.bn.buttons.at(-1)?.[0]?.text).toBe('🗺 মানচিত্র');
  });
});

describe('the admin group in Bengali', () => {
  test("a new order names the product as the customer's page did", () => {
    const text = orderPlacedText(demoTown, order(), 'bn');
    expect(text).toContain('নতুন অর্ডার K7Q-4MX');
    expect(text).toContain('২ × চাল (১ কেজি) = ₹১২০');
    expect(text).toContain('ক্যাশ অন ডেলিভারি');
  });
});

describe('customers following an order', () => {
  test('hear each status in Bengali', () => {
    const before = order();
    const after = order({ status: 'outForDelivery' });
    const texts = followerUpdateText(before, after);
    expect(texts?.bn).toBe('অর্ডার K7Q-4MX: পথে আছে।');
    expect(texts?.en).toBe('Order K7Q-4MX: out for delivery.');
  });

  test("hear a shop's part cancelled with the shop's Bengali name", () => {
    const two = order();
    const first = two.parts[0];
    if (!first) throw new Error('no part');
    const second = { ...first, shopId: 's2', shopName: 'Ma Tara', shopNameBn: 'মা তারা' };
    const before = { ...two, parts: [first, second] };
    const cancelled = {
      ...second,
      status: 'cancelled' as const,
      history: [
        ...second.history,
        {
          status: 'cancelled' as const,
          at: '2026-11-21T10:06:00+05:30',
          by: { role: 'vendor' as const },
        },
      ],
    };
    const after = { ...before, parts: [first, cancelled], totalPaise: 8000 };
    const texts = followerUpdateText(before, after);
    expect(texts?.bn).toContain('মা তারা তাদের অংশ');
    expect(texts?.bn).toContain('বাতিল করেছে দোকান');
    expect(texts?.bn).toContain('₹৮০');
    expect(texts?.en).toContain('Ma Tara cannot supply its part');
  });
});

describe('bookings in Bengali', () => {
  const appointment = {
    id: 'a1',
    code: 'A1B-2C3',
    doctorId: 'd1',
    date: '2026-11-27',
    slot: '17:00',
    status: 'confirmed',
  } as Appointment;

  test('times as the Bengali pages write them, the part of the day first', () => {
    expect(alertTime('17:00', 'bn')).toBe('বিকাল ৫:০০');
    expect(alertWhen('2026-11-27', '17:00', 'en')).toBe('Fri 27 Nov, 5:00 pm');
    expect(alertWhen('2026-11-27', '17:00', 'bn')).toContain('২৭');
  });

  test('a doctor is named once, never "ডা. Dr." nor "Dr. Dr."', () => {
    expect(doctorTitle('Dr. Sharmila Roy', 'bn')).toBe('Dr. Sharmila Roy');
    expect(doctorTitle('Sharmila Roy', 'bn')).toBe('ডা. Sharmila Roy');
    expect(doctorTitle('ডা. শর্মিলা রায়', 'bn')).toBe('ডা. শর্মিলা রায়');
    expect(doctorTitle('ডা. শর্মিলা রায়', 'en')).toBe('ডা. শর্মিলা রায়');
    const text = appointmentStepText(appointment, 'Dr. Sharmila Roy', 'bn');
    expect(text).toContain('অ্যাপয়েন্টমেন্ট A1B-2C3: Dr. Sharmila Roy, ');
    expect(text).not.toContain('ডা. Dr.');
  });
});

describe('an outbox entry in every language', () => {
  const fields = wordedFields({ en: { text: 'Hello' }, bn: { text: 'নমস্কার' } }, 'bn');

  test("its own text is the town's default; the chat's language picks the wording", () => {
    expect(fields.text).toBe('নমস্কার');
    expect(fields.language).toBe('bn');
    expect(wordingIn(fields, 'en')?.text).toBe('Hello');
    expect(wordingIn(fields, 'bn')?.text).toBe('নমস্কার');
    expect(wordingIn(fields, undefined)).toBeUndefined();
  });

  test('an entry from before has its one text in every language', () => {
    const old = { text: 'Order K7Q-4MX: ready.' };
    expect(wordingIn(old, 'bn')).toBeUndefined();
    expect(wordingIn(old, 'en')?.text).toBe('Order K7Q-4MX: ready.');
    const entry = {
      id: 'e1',
      channel: 'telegramChat' as const,
      event: 'orderFollowers',
      ref: 'orders/o1',
      status: 'pending' as const,
      attempts: 0,
      createdAt: '2026-11-21T10:00:00.000Z',
      ...old,
    };
    expect(wordingsOf(entry).bn.text).toBe('Order K7Q-4MX: ready.');
  });
});

describe("follow links carry the page's language", () => {
  const token = 'a'.repeat(48);

  test('a page adds its language; the bot reads it, and links without one still work', () => {
    const link = `https://t.me/TownBot?start=of_K7Q-4MX_${token}`;
    const bengali = followLinkIn(link, 'bn');
    expect(bengali).toBe(`${link}_bn`);
    const payload = bengali.split('start=')[1] ?? '';
    expect(payload.length).toBeLessThanOrEqual(64);
    expect(followTokenPayload.exec(payload)?.[3]).toBe('bn');
    expect(followTokenPayload.exec(`of_K7Q-4MX_${token}`)?.[3]).toBeUndefined();
    expect(followBookingTokenPayload.exec(`bf_K7Q-4MX_${token}_en`)?.[3]).toBe('en');
    expect(followLinkIn(bengali, 'en')).toBe(bengali);
    expect(followLinkIn('https://t.me/TownBot?start=abc', 'bn')).toBe(
      'https://t.me/TownBot?start=abc',
    );
  });

  test('the bot reads the language of /start and of /lang', () => {
    const message = (text: string) => ({
      update_id: 1,
      message: {
        message_id: 1,
        chat: { id: 7, type: 'private' },
        from: { id: 7, first_name: 'A', language_code: 'bn' },
        text,
      },
    });
    const follow = requestOf(message(`/start of_K7Q-4MX_${token}_bn`));
    expect(follow).toMatchObject({ kind: 'follow', language: 'bn' });
    expect(requestOf(message('/lang bn'))).toMatchObject({ kind: 'language', target: 'bn' });
    expect(requestOf(message('/language@TownBot en'))).toMatchObject({
      kind: 'language',
      target: 'en',
    });
    expect(requestOf(message('/lang'))).toMatchObject({ kind: 'language', target: null });
  });
});
