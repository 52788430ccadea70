import { demoTown } from '../../demo';
import {
  type Appointment,
  appointmentBookedText,
  appointmentCancelledText,
  appointmentRescheduledText,
  type ContactMessage,
  contactMessageText,
  type Doctor,
  escapeHtml,
  type LabBooking,
  type LabTest,
  labBookedText,
  labBookingCancelledText,
  type MedicalAssistanceRequest,
  medicalAssistanceText,
  type Order,
  orderCancelledText,
  orderPlacedText,
  orderStatusChangedText,
  partCancelledText,
  withParts,
} from '../src';

/**
 * Reads a text the way Telegram's HTML parse mode does and returns what a phone shows. Throws
 * on anything Telegram would refuse ("can't parse entities") or that user input could have
 * turned into markup: only <b>, </b>, <a href="https://..."> and </a> may be tags, and every
 * "&" must start one of the four entities Telegram knows.
 */
function telegramVisible(text: string): string {
  const opened = text.match(/<b>/g)?.length ?? 0;
  const closed = text.match(/<\/b>/g)?.length ?? 0;
  if (opened !== closed) throw new Error(`Unbalanced <b>: ${text}`);
  const withoutTags = text.replace(/<b>|<\/b>|<a href="https:\/\/[^"<>&]*">|<\/a>/g, '');
  if (/[<>]/.test(withoutTags)) throw new Error(`Markup left in: ${withoutTags}`);
  if (/&(?!(amp|lt|gt|quot);)/.test(withoutTags)) throw new Error(`Bare & in: ${withoutTags}`);
  return withoutTags
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const hostile = {
  name: '<b>Boss</b> & "Co" <a href="https://evil.example">x</a>',
  address: '</a></b><script>alert(1)</script> Station Rd',
  landmark: 'behind the <i>temple</i> & >> pond',
  note: 'already &lt;escaped&gt; &amp; <pre>',
  list: '2 kg <u>rice</u> & 1 L oil </b>',
};

function order(overrides: Partial<Order> = {}): Order {
  return withParts(
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
      ...overrides,
    },
    () => 'Annapurna',
  );
}

describe('order placed alert (admin group and delivery chat)', () => {
  test('has the code, items, total, a tap-to-call phone, the address and a map link', () => {
    const visible = telegramVisible(orderPlacedText(demoTown, order()));
    expect(visible).toContain('New order K7Q-4MX');
    expect(visible).toContain('2 × Rice (1 kg) = ₹120');
    expect(visible).toContain('Total: ₹140 (cash on delivery)');
    // Written in international form, Telegram links the number to the dialler.
    expect(visible).toContain('+91 90000 00901');
    expect(visible).toContain('12 Station Road (near water tank)');
    expect(orderPlacedText(demoTown, order())).toContain(
      '<a href="https://maps.google.com/?q=23.1,87.9">',
    );
  });

  test('the listed locality, with its PIN code, in each language; its name is escaped', () => {
    const area = { id: 'kalipur', name: 'Kali<b>pur', nameBn: 'কালীপুর', pinCode: '731102' };
    const english = orderPlacedText(demoTown, order({ area }));
    expect(telegramVisible(english)).toContain('🏘️ Kali<b>pur · PIN 731102');
    expect(english).toContain('Kali&lt;b&gt;pur');
    expect(orderPlacedText(demoTown, order({ area }), 'bn')).toContain('🏘️ কালীপুর · পিন 731102');
    expect(orderPlacedText(demoTown, order())).not.toContain('🏘️');
  });

  test('no map link without an address pin', () => {
    const text = orderPlacedText(demoTown, order({ address: { line: '12 Station Road' } }));
    expect(text).not.toContain('maps.google.com');
    expect(text).not.toContain('near');
  });

  test('hostile names, addresses, notes and lists show as typed and never become markup', () => {
    const text = orderPlacedText(
      demoTown,
      order({
        customer: { name: hostile.name, phone: '9000000901' },
        address: { line: hostile.address, landmark: hostile.landmark },
        note: hostile.note,
        kind: 'fordo',
        shoppingList: { text: hostile.list },
      }),
    );
    const visible = telegramVisible(text);
    for (const value of Object.values(hostile)) expect(visible).toContain(value);
    expect(text).not.toContain('<script>');
    expect(text).toContain('&lt;script&gt;');
  });

  test('a pharmacy order says a prescription photo is attached; a fordo list shows the list', () => {
    const pharmacy = telegramVisible(
      orderPlacedText(demoTown, order({ kind: 'pharmacy', prescriptionPhoto: 'uploads/rx1.jpg' })),
    );
    expect(pharmacy).toContain('Pharmacy order K7Q-4MX');
    expect(pharmacy).toContain('Prescription photo');
    const fordo = telegramVisible(
      orderPlacedText(
        demoTown,
        order({ kind: 'fordo', items: [], totalPaise: 0, shoppingList: { text: '2 kg atta' } }),
      ),
    );
    expect(fordo).toContain('Fordo list K7Q-4MX');
    expect(fordo).toContain('List: 2 kg atta');
    expect(fordo).toContain('priced by the shop');
  });

  test('the largest order the schema allows still fits one Telegram message (4096)', () => {
    const name = `${'&<'.repeat(39)}x`.slice(0, 80);
    const items = Array.from({ length: 50 }, (_, i) => ({
      productId: `p${i}`,
      shopId: 's1',
      name,
      unit: '&'.repeat(60),
      unitPricePaise: 100_000,
      quantity: 20,
      lineTotalPaise: 2_000_000,
    }));
    const text = orderPlacedText(
      demoTown,
      order({
        items,
        customer: { name: '&'.repeat(80), phone: '9000000901' },
        address: {
          line: '<'.repeat(300),
          landmark: '>'.repeat(120),
          pin: { lat: -89.5, lng: 179.5 },
        },
        note: '"'.repeat(200),
        shoppingList: { text: '&'.repeat(2000), photo: 'uploads/list.jpg' },
        prescriptionPhoto: 'uploads/rx.jpg',
      }),
    );
    const visible = telegramVisible(text);
    expect([...visible].length).toBeLessThanOrEqual(4096);
    expect(visible).toContain('…and 38 more in the admin app');
  });
});

describe('order status alerts (admin group)', () => {
  const accepted = {
    status: 'accepted' as const,
    at: '2026-11-21T10:05:00+05:30',
    by: { role: 'vendor' as const },
  };

  test('a status change shows the move and who made it', () => {
    const moved = order({ status: 'accepted', history: [...order().history, accepted] });
    const visible = telegramVisible(orderStatusChangedText(moved, accepted).en);
    expect(visible).toContain('Order K7Q-4MX: Placed → Accepted');
    expect(visible).toContain('By the shop');
  });

  test('a cancellation says so, with the reason escaped', () => {
    const cancel = {
      status: 'cancelled' as const,
      at: '2026-11-21T10:06:00+05:30',
      by: { role: 'customer' as const },
      note: 'wrong <b>address</b>',
    };
    const text = orderCancelledText(order({ status: 'cancelled' }), cancel).en;
    const visible = telegramVisible(text);
    expect(visible).toContain('Order K7Q-4MX cancelled by the customer');
    expect(visible).toContain('Reason: wrong <b>address</b>');
    expect(visible).toContain('2 items, ₹140');
  });

  test("a shop's cancelled part names the shop, its lines' sum and the order's new total", () => {
    const base = order();
    const part = {
      ...base.parts[0]!,
      shopName: 'Ma <Tara> & Sons',
      status: 'cancelled' as const,
      history: [
        ...base.parts[0]!.history,
        {
          status: 'cancelled' as const,
          at: '2026-11-21T10:06:00+05:30',
          by: { role: 'vendor' as const, id: 'v1' },
          note: 'no <i>rice</i>',
        },
      ],
    };
    const visible = telegramVisible(partCancelledText({ ...base, totalPaise: 8000 }, part).en);
    expect(visible).toContain("Order K7Q-4MX: Ma <Tara> & Sons's part cancelled by the shop");
    expect(visible).toContain('2 items, ₹120 · the order now comes to ₹80');
    expect(visible).toContain('Reason: no <i>rice</i>');
    expect(visible).toContain('Do not collect anything from Ma <Tara> & Sons for it.');
  });
});

describe('booking and request alerts', () => {
  const doctor = { name: 'A. <Sen>', chamber: { name: 'Clinic' } } as Doctor;

  test('appointment: code, doctor, date, slot, patient and phone', () => {
    const appointment = {
      code: 'APT-001',
      date: '2026-11-22',
      slot: '10:30',
      patient: { name: hostile.name, phone: '9000000902', age: 34 },
      note: hostile.note,
    } as Appointment;
    const visible = telegramVisible(appointmentBookedText(appointment, doctor));
    expect(visible).toContain('Appointment APT-001');
    expect(visible).toContain('Dr. A. <Sen> · Sun 22 Nov, 10:30 am');
    expect(visible).toContain(`Patient: ${hostile.name}, 34 y · +91 90000 00902`);
    expect(visible).toContain(hostile.note);
  });

  test('lab booking (for the lab client): tests, total, patient, home collection address', () => {
    const booking = {
      code: 'LAB-001',
      date: '2026-11-22',
      totalPaise: 45000,
      patient: { name: 'Rina', phone: '9000000903' },
      homeCollection: true,
      address: { line: hostile.address, pin: { lat: 23.2, lng: 87.8 } },
    } as LabBooking;
    const tests = [{ name: 'CBC & ESR' }, { name: 'Lipid <profile>' }] as LabTest[];
    const text = labBookedText(booking, tests);
    const visible = telegramVisible(text);
    expect(visible).toContain('Lab booking LAB-001 for Sun 22 Nov');
    expect(visible).toContain('• CBC & ESR');
    expect(visible).toContain('• Lipid <profile>');
    expect(visible).toContain('Total: ₹450');
    expect(visible).toContain('Home collection');
    expect(visible).toContain(hostile.address);
    expect(text).toContain('https://maps.google.com/?q=23.2,87.8');
  });

  test('a doctor whose name carries "Dr." is never called "Dr. Dr."', () => {
    const appointment = {
      code: 'APT-002',
      date: '2026-11-27',
      slot: '17:00',
      patient: { name: 'Rina', phone: '9000000903' },
    } as Appointment;
    const texts = [
      appointmentBookedText(appointment, { ...doctor, name: 'Dr. Sharmila Roy' }),
      appointmentCancelledText(appointment, 'Dr. Sharmila Roy'),
      appointmentRescheduledText(
        appointment,
        { date: '2026-11-26', slot: '09:30' },
        'Dr Sharmila Roy',
      ),
    ].map(telegramVisible);
    expect(texts[0]).toContain('Dr. Sharmila Roy · Fri 27 Nov, 5:00 pm');
    expect(texts[1]).toContain('Dr. Sharmila Roy · Fri 27 Nov, 5:00 pm');
    expect(texts[2]).toContain('Dr Sharmila Roy · now Fri 27 Nov, 5:00 pm');
    expect(texts[2]).toContain('(was Thu 26 Nov, 9:30 am)');
    for (const text of texts) expect(text).not.toMatch(/Dr\.? Dr/);
  });

  test('a lab booking with a collection time says the day and the time', () => {
    const booking = {
      code: 'LAB-002',
      date: '2026-11-27',
      time: '07:30',
      totalPaise: 30000,
      patient: { name: 'Rina', phone: '9000000903' },
      homeCollection: false,
    } as LabBooking;
    expect(telegramVisible(labBookedText(booking, []))).toContain(
      'Lab booking LAB-002 for Fri 27 Nov, 7:30 am',
    );
    expect(telegramVisible(labBookingCancelledText(booking))).toContain('(Fri 27 Nov, 7:30 am)');
  });

  test('medical assistance is marked urgent when it is, and not otherwise', () => {
    const request = {
      code: 'MED-001',
      need: 'Fever <40°C> & breathless',
      urgent: true,
      requester: { name: 'Tapan', phone: '9000000904' },
      address: { line: '3 Mill Lane' },
    } as MedicalAssistanceRequest;
    const urgent = telegramVisible(medicalAssistanceText(request));
    expect(urgent).toContain('🚨 URGENT medical help MED-001');
    expect(urgent).toContain('Fever <40°C> & breathless');
    expect(urgent).toContain('+91 90000 00904');
    const calm = telegramVisible(medicalAssistanceText({ ...request, urgent: false }));
    expect(calm).not.toContain('URGENT');
    expect(calm).toContain('Medical assistance MED-001');
  });

  test('contact message: who, how to answer, and the message as typed', () => {
    const message = {
      code: 'MSG-001',
      name: hostile.name,
      phone: '9000000905',
      email: 'a@b.example',
      message: hostile.list,
    } as ContactMessage;
    const visible = telegramVisible(contactMessageText(message));
    expect(visible).toContain(`Message MSG-001 from ${hostile.name}`);
    expect(visible).toContain('Reply to: +91 90000 00905, a@b.example');
    expect(visible).toContain(hostile.list);
  });
});

test('escapeHtml escapes the four characters Telegram HTML gives meaning to', () => {
  expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
});
