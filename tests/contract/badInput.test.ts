import { actions } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import { describeOnHosts, type HostDriver, signInAsDemo } from '../support/hosts';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { labCollection, savableSettings, testTown } from '../support/testTown';

/**
 * Staff-only actions are sent by someone their audience admits, so the input is what is refused.
 * Sessions are kept per host driver: each host signs its demo staff in once.
 */
const sessions = new WeakMap<HostDriver, Map<string, Promise<string>>>();
function sessionFor(api: HostDriver, action: string): Promise<string> | undefined {
  const { audience } = actions[action]!;
  if (audience.includes('visitor') || audience.includes('customer')) return undefined;
  const role = audience.includes('admin')
    ? 'admin'
    : audience.includes('vendor')
      ? 'vendor'
      : 'delivery';
  const byRole = sessions.get(api) ?? new Map<string, Promise<string>>();
  sessions.set(api, byRole);
  if (!byRole.has(role)) byRole.set(role, signInAsDemo(api, role));
  return byRole.get(role);
}

const huge = 'x'.repeat(20_000);

/** followByPush for an order code nobody has, with one part of the browser's subscription changed. */
function pushInput(change: { endpoint?: string; p256dh?: string; auth?: string }) {
  return {
    of: 'order',
    code: 'K7Q-4MX',
    secret: 'A'.repeat(43),
    language: 'en',
    subscription: {
      endpoint: change.endpoint ?? 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: change.p256dh ?? `B${'A'.repeat(86)}`, auth: change.auth ?? 'A'.repeat(22) },
    },
  };
}

/** followBoardByPush (a signed-in vendor's or courier's device), with one part changed. */
function boardPushInput(change: { endpoint?: string; p256dh?: string; auth?: string }) {
  const { of: _of, code: _code, secret: _secret, ...rest } = pushInput(change);
  return rest;
}

const tapId = '3f1c2b4a-9d8e-4c7b-a6f5-1e2d3c4b5a69';
const now = '2026-11-21T10:00:00+05:30';
const product = demoCatalog.products.find((p) => p.available)!;
const doctor = demoCatalog.doctors[0]!;
const teacher = demoCatalog.teachers[0]!;
const service = demoCatalog.services[0]!;
const busRoute = demoCatalog.busRoutes[0]!;
const emergencyContact = demoCatalog.emergencyContacts[0]!;
const gallery = demoCatalog.galleries[0]!;
const townSettings = savableSettings();
const townSlug = testTown.slug;
const setup = {
  token: 'x'.repeat(43),
  name: 'Rampur',
  email: 'first@rampur.example',
  password: 'long-enough-pass',
};
const okOrder = {
  customer: { name: 'Nila', phone: '9000000941' },
  address: { line: '3 Bazaar Lane, Sonapur' },
  items: [{ productId: product.id, quantity: 1 }],
};

/** For every action: inputs that must be refused with a 4xx and a clear message. */
const badInputs: Record<string, Array<[label: string, data: unknown]>> = {
  vendorLogin: [
    ['missing password', { phone: demoStaff.vendors[0]!.profile.phone }],
    ['phone as a number', { phone: 9000000601, password: 'x' }],
    ['a landline instead of a mobile', { phone: '0341-2222', password: 'x' }],
    ['a 20 000-character password', { phone: '9000000601', password: huge }],
  ],
  deliveryLogin: [
    ['empty object', {}],
    ['array instead of object', ['9000000701', 'x']],
  ],
  adminSignIn: [
    ['not an email', { email: 'admin', password: 'x' }],
    ['extra field', { email: 'a@b.in', password: 'x', role: 'admin' }],
  ],
  requestPasswordReset: [
    ['no email', {}],
    ['oversized email', { email: `${huge}@example.org` }],
  ],
  resetPassword: [
    ['short token', { token: 'abc', password: 'long-enough-pass' }],
    ['weak password', { token: 'x'.repeat(43), password: 'short' }],
  ],
  createOrder: [
    ['no items', { ...okOrder, items: [] }],
    ['an unknown kind', { ...okOrder, kind: 'fordo' }],
    [
      'a prescription photo that was never uploaded',
      { ...okOrder, kind: 'pharmacy', items: [], prescriptionPhoto: 'uploads/never' },
    ],
    ['quantity zero', { ...okOrder, items: [{ productId: product.id, quantity: 0 }] }],
    ['fractional quantity', { ...okOrder, items: [{ productId: product.id, quantity: 1.5 }] }],
    ['quantity as string', { ...okOrder, items: [{ productId: product.id, quantity: '2' }] }],
    ['unknown product', { ...okOrder, items: [{ productId: 'no-such-product', quantity: 1 }] }],
    ['a locality where the town lists none', { ...okOrder, areaId: 'bazaar-para' }],
    ['a locality id as a number', { ...okOrder, areaId: 7 }],
    ['a locality id of 41 characters', { ...okOrder, areaId: 'a'.repeat(41) }],
    [
      'product id with a slash',
      { ...okOrder, items: [{ productId: '../credentials', quantity: 1 }] },
    ],
    ['missing customer', { address: okOrder.address, items: okOrder.items }],
    ['bad phone', { ...okOrder, customer: { name: 'Nila', phone: '12345' } }],
    ['huge name', { ...okOrder, customer: { name: huge, phone: '9000000941' } }],
    ['huge address', { ...okOrder, address: { line: huge } }],
    ['short address', { ...okOrder, address: { line: 'x' } }],
    ['too many lines', { ...okOrder, items: Array.from({ length: 51 }, () => okOrder.items[0]) }],
    ['requestId with spaces', { ...okOrder, requestId: 'not a valid request id' }],
    [
      'a slot where the town lists none',
      { ...okOrder, slot: { date: '2030-01-15', window: '10:00-12:00' } },
    ],
    ['a slot day in words', { ...okOrder, slot: { date: 'tomorrow', window: '10:00-12:00' } }],
    ['a slot window in words', { ...okOrder, slot: { date: '2030-01-15', window: 'morning' } }],
    ['a slot with no window', { ...okOrder, slot: { date: '2030-01-15' } }],
    [
      'a slot with an extra field',
      { ...okOrder, slot: { date: '2030-01-15', window: '10:00-12:00', places: 3 } },
    ],
    ['null', null],
    ['a string', 'order please'],
  ],
  findOrders: [
    ['no phone', {}],
    ['phone with letters', { phone: '90000abcde' }],
  ],
  bookAppointment: [
    [
      'bad date',
      {
        doctorId: demoCatalog.doctors[0]!.id,
        date: '31/12/2030',
        slot: '10:00',
        patient: okOrder.customer,
      },
    ],
    [
      'bad slot',
      {
        doctorId: demoCatalog.doctors[0]!.id,
        date: '2030-12-31',
        slot: '25:00',
        patient: okOrder.customer,
      },
    ],
    [
      'unknown doctor',
      { doctorId: 'nobody', date: '2030-12-31', slot: '10:00', patient: okOrder.customer },
    ],
  ],
  bookLabTest: [
    [
      'no tests',
      { testIds: [], patient: okOrder.customer, date: '2030-12-31', homeCollection: false },
    ],
    [
      'unknown test',
      {
        testIds: ['nope'],
        patient: okOrder.customer,
        ...labCollection({ date: '2030-12-31' }),
        homeCollection: false,
      },
    ],
    [
      'no collection time, where the lab lists its times',
      {
        testIds: [demoCatalog.labTests[0]!.id],
        patient: okOrder.customer,
        date: '2030-12-31',
        homeCollection: false,
      },
    ],
    [
      'a time the lab does not collect at',
      {
        testIds: [demoCatalog.labTests[0]!.id],
        patient: okOrder.customer,
        date: '2030-12-31',
        time: '13:00',
        homeCollection: false,
      },
    ],
    [
      'a time that is no time',
      {
        testIds: [demoCatalog.labTests[0]!.id],
        patient: okOrder.customer,
        date: '2030-12-31',
        time: '7 am',
        homeCollection: false,
      },
    ],
    [
      'homeCollection as string',
      {
        testIds: [demoCatalog.labTests[0]!.id],
        patient: okOrder.customer,
        date: '2030-12-31',
        homeCollection: 'yes',
      },
    ],
  ],
  requestMedicalAssistance: [
    ['need missing', { requester: okOrder.customer, address: okOrder.address, urgent: true }],
    [
      'huge need',
      { requester: okOrder.customer, address: okOrder.address, need: huge, urgent: false },
    ],
  ],
  sendFordoList: [
    ['no list at all', { customer: okOrder.customer, address: okOrder.address }],
    [
      'a list with neither text nor photo',
      { customer: okOrder.customer, address: okOrder.address, list: {} },
    ],
    [
      'a photo reference outside uploads',
      {
        customer: okOrder.customer,
        address: okOrder.address,
        list: { photo: 'javascript:alert(1)' },
      },
    ],
    [
      'a list over 2000 characters',
      { customer: okOrder.customer, address: okOrder.address, list: { text: huge } },
    ],
    [
      'items smuggled into a list',
      { customer: okOrder.customer, address: okOrder.address, list: { text: 'rice' }, items: [] },
    ],
  ],
  sendContactMessage: [
    ['empty message', { name: 'A', phone: '9000000941', message: '' }],
    ['bad email', { name: 'A', email: 'not-mail', message: 'hello there' }],
  ],
  cancelOrder: [
    ['code in the wrong shape', { code: 'K7Q4MX', secret: 'A'.repeat(43) }],
    ['no secret', { code: 'K7Q-4MX' }],
    ['a phone instead of the secret', { code: 'K7Q-4MX', phone: '9000000941' }],
    ['a secret cut short', { code: 'K7Q-4MX', secret: 'Abc123' }],
    ['unknown code', { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43) }],
  ],
  cancelOrdersOfPhone: [
    ['no phone', {}],
    ['a landline', { phone: '0341-2222' }],
    ['huge note', { phone: '9000000941', note: huge }],
  ],
  openOrderLink: [
    ['no secret', { code: 'K7Q-4MX' }],
    ['a secret with a space', { code: 'K7Q-4MX', secret: `${'A'.repeat(30)} ${'B'.repeat(12)}` }],
    ['unknown code', { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43) }],
    [
      'a version seen that is too long',
      { code: 'K7Q-4MX', secret: 'A'.repeat(43), seen: `0123456789abcdef.${'z'.repeat(60)}` },
    ],
    ['a version seen that is a number', { code: 'K7Q-4MX', secret: 'A'.repeat(43), seen: 42 }],
    [
      'a version seen this app never gives',
      { code: 'K7Q-4MX', secret: 'A'.repeat(43), seen: 'status:placed' },
    ],
  ],
  followByPush: [
    ['an http endpoint', pushInput({ endpoint: 'http://fcm.googleapis.com/fcm/send/x' })],
    ['an endpoint on no push service', pushInput({ endpoint: 'https://127.0.0.1:8080/x' })],
    ['a look-alike host', pushInput({ endpoint: 'https://fcm.googleapis.com.evil.example/x' })],
    ['a key that is no P-256 key', pushInput({ p256dh: 'B'.repeat(20) })],
    ['an auth secret cut short', pushInput({ auth: 'A'.repeat(10) })],
    ['a wrong link secret', { ...pushInput({}), secret: 'W'.repeat(43) }],
    ['no language', { ...pushInput({}), language: undefined }],
  ],
  stopPush: [
    ['no endpoint', { of: 'order', code: 'K7Q-4MX', secret: 'A'.repeat(43) }],
    [
      'a wrong link secret',
      { of: 'order', code: 'K7Q-4MX', secret: 'W'.repeat(43), endpoint: 'x' },
    ],
  ],
  followBoardByPush: [
    ['an http endpoint', boardPushInput({ endpoint: 'http://fcm.googleapis.com/fcm/send/x' })],
    ['an endpoint on no push service', boardPushInput({ endpoint: 'https://127.0.0.1:8080/x' })],
    ['a key that is no P-256 key', boardPushInput({ p256dh: 'B'.repeat(20) })],
    ['an auth secret cut short', boardPushInput({ auth: 'A'.repeat(10) })],
    ['no language', { ...boardPushInput({}), language: undefined }],
    ['a language the town has not', { ...boardPushInput({}), language: 'fr' }],
    ['a stray field (another account)', { ...boardPushInput({}), vendorId: 'v-other' }],
  ],
  stopBoardPush: [
    ['no endpoint', {}],
    ['a huge endpoint', { endpoint: huge }],
  ],
  openBookingLink: [
    ['no secret', { code: 'K7Q-4MX' }],
    ['an order code in the wrong shape', { code: 'K7Q4MX', secret: 'A'.repeat(43) }],
    ['unknown code', { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43) }],
  ],
  cancelBooking: [
    ['a phone instead of the secret', { code: 'K7Q-4MX', phone: '9000000941' }],
    ['a secret cut short', { code: 'K7Q-4MX', secret: 'Abc123' }],
    ['unknown code', { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43) }],
  ],
  rescheduleAppointment: [
    ['no new time', { code: 'K7Q-4MX', secret: 'A'.repeat(43) }],
    [
      'a time that is no time',
      { code: 'K7Q-4MX', secret: 'A'.repeat(43), date: '2030-01-15', slot: '25:99' },
    ],
    [
      'unknown code',
      { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43), date: '2030-01-15', slot: '10:00' },
    ],
  ],
  moveOrder: [
    ['a status that does not exist', { orderId: 'x', to: 'shipped' }],
    ['a photo with a move other than delivered', { orderId: 'x', to: 'ready', photo: 'uploads/a' }],
    [
      'a photo that is not an upload reference',
      { orderId: 'x', to: 'delivered', photo: '/api/photos/abc' },
    ],
    ['no order id', { to: 'accepted' }],
    ['unknown order', { orderId: 'no-such-order', to: 'accepted' }],
    ['huge note', { orderId: 'x', to: 'cancelled', note: huge }],
    ['a tap id that is no uuid', { orderId: 'x', to: 'delivered', tap: { id: 'tap-1', at: now } }],
    [
      'a tap time that is no time',
      { orderId: 'x', to: 'delivered', tap: { id: tapId, at: 'soon' } },
    ],
    ['a tap without its time', { orderId: 'x', to: 'delivered', tap: { id: tapId } }],
    [
      'a tap with more than its id and time',
      { orderId: 'x', to: 'delivered', tap: { id: tapId, at: now, by: 'me' } },
    ],
  ],
  pickUpPart: [
    ['no shop', { orderId: 'x' }],
    ['id with a slash', { orderId: '../orders', shopId: demoStaff.vendors[0]!.profile.shopId }],
    ['a status beside the shop', { orderId: 'x', shopId: 'y', to: 'delivered' }],
    ['unknown order', { orderId: 'no-such-order', shopId: demoStaff.vendors[0]!.profile.shopId }],
    ['a tap id that is no uuid', { orderId: 'x', shopId: 'y', tap: { id: 'tap-1', at: now } }],
    ['a tap as a bare string', { orderId: 'x', shopId: 'y', tap: tapId }],
  ],
  markLineShort: [
    ['no product', { orderId: 'x' }],
    ['a quantity that is no number', { orderId: 'x', productId: 'y', available: 'some' }],
    ['a negative quantity', { orderId: 'x', productId: 'y', available: -1 }],
    ['half an item', { orderId: 'x', productId: 'y', available: 0.5 }],
    ['a status beside the line', { orderId: 'x', productId: 'y', to: 'cancelled' }],
    ['huge note', { orderId: 'x', productId: 'y', note: huge }],
    ['unknown order', { orderId: 'no-such-order', productId: 'y', shopId: 'z' }],
  ],
  weighLine: [
    ['no weight', { orderId: 'x', productId: 'y' }],
    ['a weight that is no number', { orderId: 'x', productId: 'y', actualGrams: '1 kg' }],
    ['no weight at all (0 g)', { orderId: 'x', productId: 'y', actualGrams: 0 }],
    ['a negative weight', { orderId: 'x', productId: 'y', actualGrams: -500 }],
    ['half a gram', { orderId: 'x', productId: 'y', actualGrams: 0.5 }],
    [
      'both a weight and a price',
      { orderId: 'x', productId: 'y', actualGrams: 500, actualPaise: 1 },
    ],
    ['a price that is no number', { orderId: 'x', productId: 'y', actualPaise: '₹300' }],
    ['a price of nothing (₹0)', { orderId: 'x', productId: 'y', actualPaise: 0 }],
    ['half a paisa', { orderId: 'x', productId: 'y', actualPaise: 0.5 }],
    [
      'a price beside the weight',
      { orderId: 'x', productId: 'y', actualGrams: 500, pricePaise: 1 },
    ],
    ['unknown order', { orderId: 'no-such-order', productId: 'y', actualGrams: 500, shopId: 'z' }],
  ],
  answerWeighedLine: [
    ['no answer', { code: 'K7Q-4MX', secret: 'A'.repeat(43), shopId: 'x', productId: 'y' }],
    [
      'an answer that is no yes or no',
      { code: 'K7Q-4MX', secret: 'A'.repeat(43), shopId: 'x', productId: 'y', accept: 'maybe' },
    ],
    ['no secret', { code: 'K7Q-4MX', shopId: 'x', productId: 'y', accept: true }],
    [
      'unknown code',
      { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43), shopId: 'x', productId: 'y', accept: false },
    ],
  ],
  claimOrder: [
    ['empty object', {}],
    ['id with a slash', { orderId: '../orders' }],
    ['unknown order', { orderId: 'no-such-order' }],
  ],
  reportFailedDelivery: [
    ['no reason', { orderId: 'x' }],
    ['an unknown reason', { orderId: 'x', reason: 'tooLate' }],
    ['huge note', { orderId: 'x', reason: 'refused', note: huge }],
    ['a status beside the reason', { orderId: 'x', reason: 'refused', to: 'cancelled' }],
    ['unknown order', { orderId: 'no-such-order', reason: 'refused' }],
    [
      'a photo that is not an upload reference',
      { orderId: 'x', reason: 'refused', photo: 'https://x.test/a.jpg' },
    ],
    ['a photo as an object', { orderId: 'x', reason: 'refused', photo: { ref: 'uploads/a' } }],
  ],
  sendOutAgain: [
    ['no delivery person', { orderId: 'x' }],
    ['a null delivery person', { orderId: 'x', deliveryPersonId: null }],
    ['unknown order', { orderId: 'no-such-order', deliveryPersonId: 'nobody-at-all' }],
  ],
  assignOrder: [
    ['no delivery person field', { orderId: 'x' }],
    ['unknown order', { orderId: 'no-such-order', deliveryPersonId: null }],
    ['unknown delivery person', { orderId: 'no-such-order', deliveryPersonId: 'nobody-at-all' }],
  ],
  vendorAddProduct: [
    [
      'no name',
      { description: '', category: 'x', unit: '1', pricePaise: 100, stock: 1, available: true },
    ],
    [
      'zero price',
      {
        name: 'Tea',
        description: '',
        category: 'x',
        unit: '1',
        pricePaise: 0,
        stock: 1,
        available: true,
      },
    ],
    [
      'another shop named',
      {
        name: 'Tea',
        description: '',
        category: 'x',
        unit: '1',
        pricePaise: 100,
        stock: 1,
        available: true,
        shopId: demoStaff.vendors[1]!.profile.shopId,
      },
    ],
    // Product images are the app's own pictures or uploaded photos, never another address.
    ...[
      '/api/events/orders',
      '/api/photos/abc',
      '/images/../api/events/orders',
      '/images/shops/x.svg?x=/api/call/signOut',
      'https://tracker.example/p.gif',
      '//evil.example/a.png',
      'uploads/../../town.db',
    ].map((image): [string, unknown] => [
      `an image at ${image}`,
      {
        name: 'Tea',
        description: '',
        category: 'x',
        unit: '1',
        pricePaise: 100,
        stock: 1,
        available: true,
        image,
      },
    ]),
  ],
  vendorUpdateProduct: [
    ['nothing to change', { productId: product.id }],
    ['negative stock', { productId: product.id, stock: -1 }],
    ['fractional price', { productId: product.id, pricePaise: 10.5 }],
    ['unknown product', { productId: 'no-such-product', stock: 3 }],
  ],
  setUpTown: [
    ['no token', { ...setup, token: undefined }],
    ['a short password', { ...setup, password: 'short' }],
    ['a blank town name', { ...setup, name: '   ' }],
    ['an extra field', { ...setup, role: 'admin' }],
  ],
  saveTownSettings: [
    ['a colour by name', { ...townSettings, themeColor: 'teal' }],
    ['no name', { ...townSettings, name: '' }],
    ['the slug, which only the setup makes', { ...townSettings, slug: townSlug }],
    [
      'a default language the town does not speak',
      { ...townSettings, languages: ['en'], defaultLanguage: 'bn' },
    ],
    ['a time zone that does not exist', { ...townSettings, timeZone: 'Asia/Sonapur' }],
    [
      "a day's summary at an hour past 23",
      { ...townSettings, daySummary: { enabled: true, at: '25:00' } },
    ],
    [
      "a day's summary at a 12-hour time",
      { ...townSettings, daySummary: { enabled: true, at: '9pm' } },
    ],
    ['a logo from another site', { ...townSettings, logo: 'https://x.test/logo.png' }],
    ['photos kept under a week', { ...townSettings, photoRetentionDays: 6 }],
    ['photos kept over ten years', { ...townSettings, photoRetentionDays: 3651 }],
    ['photos kept part of a day', { ...townSettings, photoRetentionDays: 30.5 }],
    ['photos kept for days in words', { ...townSettings, photoRetentionDays: '90' }],
    [
      'delivery slots that overlap',
      {
        ...townSettings,
        delivery: {
          ...townSettings.delivery,
          slots: {
            windows: [
              { from: '10:00', to: '12:00', capacity: 5 },
              { from: '11:00', to: '13:00', capacity: 5 },
            ],
            cutoffMinutes: 30,
          },
        },
      },
    ],
    [
      'a delivery slot of no places',
      {
        ...townSettings,
        delivery: {
          ...townSettings.delivery,
          slots: { windows: [{ from: '10:00', to: '12:00', capacity: 0 }], cutoffMinutes: 30 },
        },
      },
    ],
    [
      'a slot cut-off of more than a day',
      {
        ...townSettings,
        delivery: {
          ...townSettings.delivery,
          slots: { windows: [{ from: '10:00', to: '12:00', capacity: 5 }], cutoffMinutes: 1441 },
        },
      },
    ],
    [
      'a negative delivery fee',
      { ...townSettings, delivery: { ...townSettings.delivery, feePaise: -1 } },
    ],
    [
      'a locality without a PIN code',
      {
        ...townSettings,
        delivery: {
          ...townSettings.delivery,
          areas: [{ id: 'kalipur', name: 'Kalipur', feePaise: 100, minOrderPaise: 0 }],
        },
      },
    ],
    [
      'a locality listed twice',
      {
        ...townSettings,
        delivery: {
          ...townSettings.delivery,
          areas: ['kalipur', 'kalipur'].map((id) => ({
            id,
            name: 'Kalipur',
            pinCode: '731102',
            feePaise: 100,
            minOrderPaise: 0,
          })),
        },
      },
    ],
  ],
  markCashHandedOver: [
    ['no courier', { day: '2026-11-21' }],
    [
      'a day that is not a date',
      { deliveryPersonId: demoStaff.delivery[0]!.profile.id, day: '21/11/2026' },
    ],
    ['an id with a slash', { deliveryPersonId: 'a/b', day: '2026-11-21' }],
  ],
  setProductPhoto: [
    ['no product', { photo: null }],
    [
      'a photo that is not an upload reference',
      { productId: product.id, photo: 'https://x.test/a.jpg' },
    ],
    ['a photo never uploaded', { productId: product.id, photo: 'uploads/no-such-photo' }],
    ['unknown product', { productId: 'no-such-product', photo: null }],
  ],
  setShopOpening: [
    ['no shop', { status: 'open' }],
    ['nothing to change', { shopId: demoStaff.vendors[0]!.profile.shopId }],
    ['a holiday with no end', { shopId: demoStaff.vendors[0]!.profile.shopId, status: 'holiday' }],
    ['hours as text', { shopId: demoStaff.vendors[0]!.profile.shopId, hours: '9 to 5' }],
  ],
  adminCreateItem: [
    ['a collection that is not catalog', { collection: 'credentials', doc: {} }],
    ['a document missing fields', { collection: 'teachers', doc: { name: 'T' } }],
    [
      'a product of an unknown shop',
      { collection: 'products', doc: { ...product, id: undefined, shopId: 'no-such-shop' } },
    ],
    ['an id that exists', { collection: 'products', doc: product }],
  ],
  adminUpdateItem: [
    ['no id', { collection: 'products', doc: { ...product, id: undefined } }],
    ['unknown id', { collection: 'products', doc: { ...product, id: 'no-such-product' } }],
    ['bad field', { collection: 'products', doc: { ...product, pricePaise: -5 } }],
    [
      'an image pointing at the API',
      { collection: 'products', doc: { ...product, image: '/api/events/orders' } },
    ],
    [
      'a chamber point off the map',
      {
        collection: 'doctors',
        doc: { ...doctor, chamber: { ...doctor.chamber, pin: { lat: 95, lng: 88.3 } } },
      },
    ],
    [
      'a WhatsApp number in words',
      { collection: 'teachers', doc: { ...teacher, whatsapp: 'ring me' } },
    ],
    ['a point as text', { collection: 'services', doc: { ...service, pin: '22.5,88.3' } }],
    [
      'a Bengali chamber name of 81 characters',
      {
        collection: 'doctors',
        doc: { ...doctor, chamber: { ...doctor.chamber, nameBn: 'চ'.repeat(81) } },
      },
    ],
    [
      "an emergency entry's WhatsApp number in words",
      { collection: 'emergencyContacts', doc: { ...emergencyContact, whatsapp: 'ring me' } },
    ],
    [
      'a Bengali gallery caption given as a number',
      {
        collection: 'galleries',
        doc: { ...gallery, images: [{ ...gallery.images[0]!, captionBn: 5 }] },
      },
    ],
    [
      'a return departure that is not a time',
      { collection: 'busRoutes', doc: { ...busRoute, returnDepartures: ['7pm'] } },
    ],
  ],
  adminImportCatalog: [
    ['a collection spreadsheets do not import', { collection: 'galleries', csv: 'id\r\n' }],
    ['the file as a list of rows', { collection: 'shops', csv: [['id', 'name']] }],
    ['a confirmation that is no digest', { collection: 'shops', csv: 'id\r\n', confirm: 'yes' }],
    ['a header that is not the collection’s', { collection: 'shops', csv: 'colour\r\nred\r\n' }],
    [
      'a stale confirmation',
      {
        collection: 'searchWords',
        csv: 'name,words\r\nStale,stale\r\n',
        confirm: '0123456789abcdef',
      },
    ],
    ['a file over 2 MB', { collection: 'labTests', csv: `name\r\n${'x'.repeat(2_200_000)}` }],
  ],
  vendorImportProducts: [
    ['no file', {}],
    ['a collection named', { collection: 'shops', csv: 'id\r\n' }],
    ['a file naming a shop', { csv: 'shopId,name\r\nshop-x,Tea\r\n' }],
    ['a binary file', { csv: '\u0000\u0001\u0002' }],
  ],
  adminDeleteItem: [
    ['orders are not catalog', { collection: 'orders', id: 'x' }],
    ['unknown id', { collection: 'teachers', id: 'no-such-teacher' }],
    ['a shop with products', { collection: 'shops', id: product.shopId }],
  ],
  setCatalogPhoto: [
    ['no document', { collection: 'shops', photo: null }],
    ['products take setProductPhoto', { collection: 'products', id: product.id, photo: null }],
    ['a collection without pictures', { collection: 'teachers', id: teacher.id, photo: null }],
    [
      'an address, not an upload reference',
      { collection: 'doctors', id: doctor.id, photo: 'https://x.test/a.jpg' },
    ],
    [
      'one of the app’s pictures, not an upload',
      { collection: 'doctors', id: doctor.id, photo: '/images/doctors/x.svg' },
    ],
    ['a photo never uploaded', { collection: 'doctors', id: doctor.id, photo: 'uploads/no-such' }],
    ['unknown shop', { collection: 'shops', id: 'no-such-shop', photo: null }],
    ['a field too many', { collection: 'doctors', id: doctor.id, photo: null, image: 'x' }],
  ],
  setBookingHandled: [
    ['unknown kind', { kind: 'orders', id: 'x', handled: true }],
    ['handled as text', { kind: 'contactMessages', id: 'x', handled: 'yes' }],
    ['unknown message', { kind: 'contactMessages', id: 'no-such-message', handled: true }],
    // They move by their steps (moveBooking).
    ['an appointment', { kind: 'appointments', id: 'x', handled: true }],
  ],
  moveBooking: [
    ['no id', { kind: 'appointments', to: 'confirmed' }],
    ['unknown booking', { kind: 'appointments', id: 'no-such-booking', to: 'confirmed' }],
    ['a kind without steps', { kind: 'contactMessages', id: 'x', to: 'confirmed' }],
    ['a step no booking has', { kind: 'labBookings', id: 'x', to: 'done' }],
    [
      'a time with a step that takes none',
      { kind: 'labBookings', id: 'x', to: 'noShow', time: '10:00' },
    ],
    ['a time that is no time', { kind: 'labBookings', id: 'x', to: 'confirmed', time: '25:99' }],
  ],
  openTokenQueue: [
    ['no doctor', {}],
    ['unknown doctor', { doctorId: 'no-such-doctor' }],
    ['a doctor id that is no id', { doctorId: '../doctors' }],
    ['a field too many', { doctorId: doctor.id, date: '2030-01-15' }],
  ],
  addWalkIn: [
    ['no name', { doctorId: doctor.id }],
    ['an empty name', { doctorId: doctor.id, name: '   ' }],
    ['a 20 000-character name', { doctorId: doctor.id, name: huge }],
    ['a queue never opened', { doctorId: 'no-such-doctor', name: 'Rina' }],
  ],
  callNextToken: [
    ['no token closed', { doctorId: doctor.id }],
    ['the token as text', { doctorId: doctor.id, closing: '17' }],
    ['a negative token', { doctorId: doctor.id, closing: -1 }],
    ['a token past any queue', { doctorId: doctor.id, closing: 100_000 }],
    ['a queue never opened', { doctorId: 'no-such-doctor', closing: 0 }],
  ],
  queuePlaceByLink: [
    ['no secret', { code: 'K7Q-4MX' }],
    ['unknown code', { code: 'ZZZ-ZZZ', secret: 'A'.repeat(43) }],
  ],
  createStaffAccount: [
    [
      'an admin account',
      { role: 'admin', name: 'A', phone: '9000000971', password: 'long-enough-1' },
    ],
    ['a short password', { role: 'delivery', name: 'A', phone: '9000000971', password: 'short' }],
    [
      'a vendor without a shop',
      { role: 'vendor', name: 'A', phone: '9000000971', password: 'long-enough-1' },
    ],
    [
      'a vendor of an unknown shop',
      {
        role: 'vendor',
        name: 'A',
        phone: '9000000971',
        shopId: 'no-such-shop',
        password: 'long-enough-1',
      },
    ],
    [
      'a phone that already has a login',
      {
        role: 'delivery',
        name: 'A',
        phone: demoStaff.delivery[0]!.profile.phone,
        password: 'long-enough-1',
      },
    ],
  ],
  resetStaffPassword: [
    ['a short password', { role: 'vendor', id: demoStaff.vendors[0]!.profile.id, password: 'x' }],
    ['unknown account', { role: 'vendor', id: 'nobody-at-all', password: 'long-enough-1' }],
    [
      'an admin account',
      { role: 'admin', id: demoStaff.admins[0]!.profile.id, password: 'long-enough-1' },
    ],
  ],
  sendStaffInvitation: [
    ['unknown account', { role: 'vendor', id: 'nobody-at-all' }],
    ['an admin account', { role: 'admin', id: demoStaff.admins[0]!.profile.id }],
    ['an unexpected field', { role: 'vendor', id: demoStaff.vendors[0]!.profile.id, token: 'x' }],
  ],
  revokeStaffInvitation: [
    ['unknown account', { role: 'delivery', id: 'nobody-at-all' }],
    ['no id', { role: 'delivery' }],
  ],
  viewStaffInvitation: [
    ['no token', {}],
    ['a token too short to be one', { token: 'abc' }],
    ['a token too long to be one', { token: 'x'.repeat(500) }],
    ['a token no link has', { token: 'N'.repeat(43) }],
  ],
  acceptStaffInvitation: [
    ['no password', { token: 'N'.repeat(43) }],
    ['a short password', { token: 'N'.repeat(43), password: 'short' }],
    ['a token no link has', { token: 'N'.repeat(43), password: 'long-enough-1' }],
    ['an unexpected field', { token: 'N'.repeat(43), password: 'long-enough-1', role: 'admin' }],
  ],
  setStaffDisabled: [
    ['disabled as text', { role: 'vendor', id: demoStaff.vendors[0]!.profile.id, disabled: 'yes' }],
    ['unknown account', { role: 'delivery', id: 'nobody-at-all', disabled: true }],
  ],
  retryAlert: [
    ['no id', {}],
    ['id with a slash', { id: '../outbox' }],
  ],
  connectTelegram: [['an unexpected field', { telegramUserId: 7100001 }]],
  disconnectTelegram: [['an unexpected field', { all: true }]],
  unlinkTelegram: [
    ['a role that is not staff', { role: 'customer', id: 'someone' }],
    ['no id', { role: 'vendor' }],
    ['id with a slash', { role: 'vendor', id: '../telegramLinks' }],
  ],
  unbindTelegramChat: [
    ['no channel', {}],
    ['a channel that is not a chat', { channel: 'email' }],
  ],
  saveTelegramBot: [
    ['no token', {}],
    ['not a bot token', { token: 'hello' }],
    ['a token with a path in it', { token: '123:../../getUpdates?offset=1' }],
  ],
  removeTelegramBot: [['an unexpected field', { token: 'x' }]],
  sendTelegramTest: [
    ['a channel that does not exist', { channel: '../outbox' }],
    ['a text of its own', { channel: 'adminGroup', text: 'Pay me' }],
  ],
};

describeOnHosts('bad input is refused with a clear 4xx and changes nothing', (api) => {
  test('every action has bad-input cases', () => {
    expect(Object.keys(badInputs).sort()).toEqual(Object.keys(actions).sort());
  });

  const cases = Object.entries(badInputs).flatMap(([action, inputs]) =>
    inputs.map(([label, data]) => [action, label, data] as const),
  );

  test.each(cases)('%s: %s', async (action, _label, data) => {
    const cookie = await sessionFor(api, action);
    const before = await api.changeMark();
    const reply = await api.call(action, data, cookie);
    expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
    expect(reply.httpStatus).toBeLessThan(500);
    // Refused for what was sent, not for who sent it.
    expect([401, 403]).not.toContain(reply.httpStatus);
    expect(reply.body.error?.message).toEqual(expect.any(String));
    expect(reply.body.error!.message.length).toBeGreaterThan(8);
    expect(reply.body.error!.message.length).toBeLessThan(300);
    expect(reply.text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await api.changeMark()).toBe(before);
  });

  test('a field error names the field', async () => {
    const reply = await api.call('createOrder', {
      ...okOrder,
      customer: { name: 'Nila', phone: '12345' },
    });
    expect(reply.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'customer.phone: Enter a 10-digit mobile number',
      details: {
        reason: 'invalid-fields',
        issues: [{ path: 'customer.phone', message: 'Enter a 10-digit mobile number' }],
      },
    });
  });
});

describe('the local host refuses malformed HTTP requests', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver();
  });
  afterAll(() => api.stop());

  test('a body that is not JSON is a 400', async () => {
    const before = await api.dump();
    const reply = await api.send('/api/call/createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data": {',
    });
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toBe('The request body is not valid JSON');
    expect(await api.dump()).toBe(before);
  });

  test('a body without the {data} envelope is a 400', async () => {
    const reply = await api.send('/api/call/createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(okOrder),
    });
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toBe('Send the input as {"data": ...}');
  });

  test('a form post (the shape of a cross-site request) is refused', async () => {
    const reply = await api.send('/api/call/createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'data=1',
    });
    expect(reply.httpStatus).toBe(415);
  });

  test('a body over 64 KB is refused before it is parsed', async () => {
    const before = await api.dump();
    const reply = await api.call('createOrder', { ...okOrder, note: 'x'.repeat(70 * 1024) });
    expect(reply.httpStatus).toBe(413);
    expect(reply.body.error?.message).toBe('The request is too large');
    expect(await api.dump()).toBe(before);
  });

  test('an import takes a file of more than a megabyte, past the 64 KB of other requests', async () => {
    const admin = await signInAsDemo(api, 'admin');
    const words = Array.from({ length: 9 }, (_, i) => `${'w'.repeat(34)}${i}`).join('; ');
    const file = `name,words\r\n${Array.from({ length: 4000 }, (_, i) => `Sheet ${i},${words}`).join('\r\n')}`;
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const before = await api.dump();
    const preview = await api.call(
      'adminImportCatalog',
      { collection: 'searchWords', csv: file },
      admin,
    );
    expect(preview.httpStatus).toBe(200);
    expect((preview.body.result as { adds: unknown[] }).adds).toHaveLength(4000);
    expect(await api.dump()).toBe(before);
  });

  test('an import body past its own limit is refused before it is parsed, saying so', async () => {
    const admin = await signInAsDemo(api, 'admin');
    const before = await api.dump();
    const reply = await api.call(
      'adminImportCatalog',
      { collection: 'products', csv: 'x'.repeat(6 * 1024 * 1024) },
      admin,
    );
    expect(reply.httpStatus).toBe(413);
    expect(reply.body.error?.message).toBe('The file is too large: an import takes at most 2 MB');
    expect(await api.dump()).toBe(before);
  });

  test('prototype-pollution keys are refused and pollute nothing', async () => {
    const reply = await api.send('/api/call/createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"data": {"__proto__": {"polluted": true}, "customer": {"name": "N", "phone": "9000000941"}}}`,
    });
    expect(reply.httpStatus).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('an unknown action is a 404', async () => {
    const reply = await api.call('dropTables', {});
    expect(reply.httpStatus).toBe(404);
    expect(reply.body.error?.message).toBe('There is no action named dropTables');
  });

  test('inherited object keys are not actions', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const reply = await api.call(name, {});
      expect(reply.httpStatus).toBe(404);
    }
  });
});
