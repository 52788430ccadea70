import {
  type CollectionName,
  catalogCollections,
  collectionNames,
  type Principal,
} from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';

/** A direct access by a browser to a stored document, as Firestore's rules see it. */
export type DataOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

/**
 * One table of allow/deny cases for direct client access to Firestore. firestore.rules is
 * tested against it on the official emulator (tests/firebase/firestoreRules.test.ts), and the
 * catalog writes in it against core's schemas (tests/rules/catalogCases.test.ts): so the rules
 * and core agree on every case here. Expectations are written out, not computed.
 */
export interface RuleCase {
  name: string;
  principal: Principal;
  /** A signed-in Firebase user with no role claims: rules see auth, the policy a visitor. */
  signedInWithoutRole?: boolean;
  operation: DataOperation;
  collection: string;
  id: string;
  /** Stored before the access (get, update, delete). */
  existing?: Record<string, unknown>;
  /** Written by the access (create, update). */
  incoming?: Record<string, unknown>;
  /** For list: equality filters, and an array-contains filter. */
  where?: Array<[field: string, value: unknown]>;
  arrayContains?: [field: string, value: string];
  allowed: boolean;
  /** Allowed by the rules only because checking it would exceed their evaluation budget. */
  beyondRulesBudget?: true;
}

const vendorAccount = demoStaff.vendors[0]!.profile;
const courierAccount = demoStaff.delivery[0]!.profile;
const adminAccount = demoStaff.admins[0]!.profile;

export const principals = {
  visitor: { role: 'visitor' },
  vendor: { role: 'vendor', vendorId: vendorAccount.id, shopId: vendorAccount.shopId },
  delivery: { role: 'delivery', deliveryId: courierAccount.id },
  admin: { role: 'admin', adminId: adminAccount.id },
} satisfies Record<string, Principal>;

type RoleName = keyof typeof principals;
const roles = Object.keys(principals) as RoleName[];

const order = (id: string, fields: Record<string, unknown>) => ({
  id,
  code: 'K7Q-4MX',
  kind: 'shop',
  customer: { name: 'Mitali Saha', phone: '9000000901' },
  address: { line: '12 Station Road' },
  items: [],
  shopIds: ['shop-elsewhere'],
  subtotalPaise: 0,
  deliveryFeePaise: 0,
  totalPaise: 0,
  payment: 'cashOnDelivery',
  status: 'delivered',
  history: [],
  deliveryPersonId: 'delivery-someone-else',
  createdAt: '2026-11-21T10:00:00+05:30',
  updatedAt: '2026-11-21T10:00:00+05:30',
  ...fields,
});

/** One shop's record of its part of an order (what a vendor's board reads). */
const shopOrder = (shopId: string) => ({
  id: `order-mixed_${shopId}`,
  orderId: 'order-mixed',
  shopId,
  partStatus: 'placed',
  createdAt: '2026-11-21T10:00:00+05:30',
  view: { id: 'order-mixed', code: 'K7Q-4MX', part: { shopId, lines: [], subtotalPaise: 0 } },
});

/** A stored document of each collection that concerns none of the staff in `principals`. */
function unrelatedDocument(collection: string): Record<string, unknown> {
  if ((catalogCollections as readonly string[]).includes(collection)) {
    const docs = demoCatalog[collection as (typeof catalogCollections)[number]];
    return { ...(docs[docs.length - 1] as unknown as Record<string, unknown>) };
  }
  if (collection === 'orders') return order('order-unrelated', {});
  if (collection === 'shopOrders') return shopOrder('shop-elsewhere');
  return { id: `${collection}-unrelated`, note: 'someone else' };
}

const everyone: RoleName[] = roles;
const adminOnly: RoleName[] = ['admin'];
const nobody: RoleName[] = [];

/** Who may do each operation on a document that concerns none of them. */
function whoMay(collection: string, operation: DataOperation): RoleName[] {
  const catalog = (catalogCollections as readonly string[]).includes(collection);
  if (operation === 'get' || operation === 'list') {
    if (catalog || collection === 'town') return everyone;
    const adminReads = [
      'orders',
      'vendors',
      'delivery',
      'admins',
      'appointments',
      'labBookings',
      'medicalAssistance',
      'contactMessages',
      'outbox',
    ];
    return adminReads.includes(collection) ? adminOnly : nobody;
  }
  return catalog ? adminOnly : nobody;
}

/** Every collection x role x operation, on documents that concern none of the staff. */
function matrixCases(): RuleCase[] {
  const collections = [...collectionNames, 'sessions', 'counters'] as string[];
  const cases: RuleCase[] = [];
  for (const collection of collections) {
    const doc = unrelatedDocument(collection);
    const id = String(doc.id);
    for (const role of roles) {
      for (const operation of ['get', 'list', 'create', 'update', 'delete'] as const) {
        const writes = operation === 'create' || operation === 'update';
        cases.push({
          name: `${role} ${operation} ${collection}`,
          principal: principals[role],
          operation,
          collection,
          id: operation === 'create' ? `${id}-new` : id,
          ...(operation !== 'create' ? { existing: doc } : {}),
          ...(writes
            ? { incoming: { ...doc, id: operation === 'create' ? `${id}-new` : id } }
            : {}),
          allowed: whoMay(collection, operation).includes(role),
        });
      }
    }
  }
  return cases;
}

const ownProduct = demoCatalog.products.find((p) => p.shopId === vendorAccount.shopId)!;
const otherProduct = demoCatalog.products.find((p) => p.shopId !== vendorAccount.shopId)!;
const shop = demoCatalog.shops[0]!;

/** The cases where who you are, or what you write, makes the difference. */
const specialCases: RuleCase[] = [
  // A vendor never reads an order whole (it holds other shops' lines and the total), only
  // their shop's part of it, from shopOrders.
  {
    name: 'vendor gets an order with their shop in it (whole orders are not theirs to read)',
    principal: principals.vendor,
    operation: 'get',
    collection: 'orders',
    id: 'order-own-shop',
    existing: order('order-own-shop', { shopIds: ['shop-x', vendorAccount.shopId] }),
    allowed: false,
  },
  {
    name: 'vendor lists orders filtered to their shop',
    principal: principals.vendor,
    operation: 'list',
    collection: 'orders',
    id: '',
    arrayContains: ['shopIds', vendorAccount.shopId],
    allowed: false,
  },
  {
    name: "vendor gets their shop's part of an order",
    principal: principals.vendor,
    operation: 'get',
    collection: 'shopOrders',
    id: `order-mixed_${vendorAccount.shopId}`,
    existing: shopOrder(vendorAccount.shopId),
    allowed: true,
  },
  {
    name: "vendor gets another shop's part of the same order",
    principal: principals.vendor,
    operation: 'get',
    collection: 'shopOrders',
    id: 'order-mixed_shop-x',
    existing: shopOrder('shop-x'),
    allowed: false,
  },
  {
    name: "vendor lists their shop's parts of orders",
    principal: principals.vendor,
    operation: 'list',
    collection: 'shopOrders',
    id: '',
    where: [['shopId', vendorAccount.shopId]],
    allowed: true,
  },
  {
    name: "vendor lists another shop's parts of orders",
    principal: principals.vendor,
    operation: 'list',
    collection: 'shopOrders',
    id: '',
    where: [['shopId', 'shop-elsewhere']],
    allowed: false,
  },
  {
    name: 'vendor lists every shop part unfiltered',
    principal: principals.vendor,
    operation: 'list',
    collection: 'shopOrders',
    id: '',
    allowed: false,
  },
  {
    name: "vendor writes their shop's part of an order",
    principal: principals.vendor,
    operation: 'update',
    collection: 'shopOrders',
    id: `order-mixed_${vendorAccount.shopId}`,
    existing: shopOrder(vendorAccount.shopId),
    incoming: { ...shopOrder(vendorAccount.shopId), partStatus: 'ready' },
    allowed: false,
  },
  {
    name: 'delivery gets an open unassigned order',
    principal: principals.delivery,
    operation: 'get',
    collection: 'orders',
    id: 'order-open',
    existing: order('order-open', { status: 'ready', deliveryPersonId: null }),
    allowed: true,
  },
  {
    name: 'delivery gets an order assigned to them',
    principal: principals.delivery,
    operation: 'get',
    collection: 'orders',
    id: 'order-mine',
    existing: order('order-mine', {
      status: 'outForDelivery',
      deliveryPersonId: courierAccount.id,
    }),
    allowed: true,
  },
  {
    name: 'delivery gets a delivered unassigned order',
    principal: principals.delivery,
    operation: 'get',
    collection: 'orders',
    id: 'order-closed',
    existing: order('order-closed', { status: 'delivered', deliveryPersonId: null }),
    allowed: false,
  },
  {
    name: 'delivery lists their own orders',
    principal: principals.delivery,
    operation: 'list',
    collection: 'orders',
    id: '',
    where: [['deliveryPersonId', courierAccount.id]],
    allowed: true,
  },
  {
    name: 'delivery lists unassigned ready orders',
    principal: principals.delivery,
    operation: 'list',
    collection: 'orders',
    id: '',
    where: [
      ['deliveryPersonId', null],
      ['status', 'ready'],
    ],
    allowed: true,
  },
  {
    name: 'delivery lists unassigned placed orders (the shop has not accepted them yet)',
    principal: principals.delivery,
    operation: 'list',
    collection: 'orders',
    id: '',
    where: [
      ['deliveryPersonId', null],
      ['status', 'placed'],
    ],
    allowed: false,
  },
  {
    name: 'delivery lists all unassigned orders whatever their status',
    principal: principals.delivery,
    operation: 'list',
    collection: 'orders',
    id: '',
    where: [['deliveryPersonId', null]],
    allowed: false,
  },
  {
    name: 'delivery updates an order assigned to them',
    principal: principals.delivery,
    operation: 'update',
    collection: 'orders',
    id: 'order-mine',
    existing: order('order-mine', {
      status: 'outForDelivery',
      deliveryPersonId: courierAccount.id,
    }),
    incoming: order('order-mine', { status: 'delivered', deliveryPersonId: courierAccount.id }),
    allowed: false,
  },
  {
    name: 'a signed-in user without a role lists orders',
    principal: principals.visitor,
    signedInWithoutRole: true,
    operation: 'list',
    collection: 'orders',
    id: '',
    allowed: false,
  },
  {
    name: 'a signed-in user without a role reads a shop',
    principal: principals.visitor,
    signedInWithoutRole: true,
    operation: 'get',
    collection: 'shops',
    id: shop.id,
    existing: { ...shop },
    allowed: true,
  },
  {
    name: 'vendor gets their own profile',
    principal: principals.vendor,
    operation: 'get',
    collection: 'vendors',
    id: vendorAccount.id,
    existing: { ...vendorAccount },
    allowed: true,
  },
  {
    name: 'delivery gets their own profile',
    principal: principals.delivery,
    operation: 'get',
    collection: 'delivery',
    id: courierAccount.id,
    existing: { ...courierAccount },
    allowed: true,
  },
  {
    name: "vendor changes stock and price of their shop's product",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, stock: 3, pricePaise: ownProduct.pricePaise + 100 },
    allowed: true,
  },
  {
    name: "vendor renames their shop's product",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, name: 'Renamed' },
    allowed: false,
  },
  {
    name: "vendor sets a negative stock on their shop's product",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, stock: -1 },
    allowed: false,
  },
  {
    name: "vendor changes stock of another shop's product",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: otherProduct.id,
    existing: { ...otherProduct },
    incoming: { ...otherProduct, stock: 0 },
    allowed: false,
  },
  {
    name: 'admin creates a shop with an extra field',
    principal: principals.admin,
    operation: 'create',
    collection: 'shops',
    id: 'shop-new',
    incoming: { ...shop, id: 'shop-new', owner: 'me' },
    allowed: false,
  },
  {
    name: 'admin creates a shop without a name',
    principal: principals.admin,
    operation: 'create',
    collection: 'shops',
    id: 'shop-new',
    incoming: (({ name: _name, ...rest }) => ({ ...rest, id: 'shop-new' }))(shop),
    allowed: false,
  },
  {
    name: 'admin creates a product with the price as text',
    principal: principals.admin,
    operation: 'create',
    collection: 'products',
    id: 'product-new',
    incoming: { ...otherProduct, id: 'product-new', pricePaise: '100' },
    allowed: false,
  },
  {
    name: 'admin creates a product whose id field differs from the document id',
    principal: principals.admin,
    operation: 'create',
    collection: 'products',
    id: 'product-new',
    incoming: { ...otherProduct, id: 'product-other' },
    allowed: false,
  },
  {
    name: 'admin creates a shop of an unknown type',
    principal: principals.admin,
    operation: 'create',
    collection: 'shops',
    id: 'shop-new',
    incoming: { ...shop, id: 'shop-new', type: 'casino' },
    allowed: false,
  },
];

const doctor = demoCatalog.doctors[0]!;
const busRoute = demoCatalog.busRoutes[0]!;
const gallery = demoCatalog.galleries[0]!;
const teacher = demoCatalog.teachers[0]!;
const feed = demoCatalog.feeds[0]!;

/** An admin's create of a catalog document: the demo one of `collection` with `changes`. */
function adminCreates(
  name: string,
  collection: (typeof catalogCollections)[number],
  changes: Record<string, unknown>,
  allowed: boolean,
  beyondRulesBudget?: true,
): RuleCase {
  const base = demoCatalog[collection][0] as unknown as Record<string, unknown>;
  const id = `${String(base.id)}-new`;
  return {
    name: `admin creates ${name}`,
    principal: principals.admin,
    operation: 'create',
    collection,
    id,
    incoming: { ...base, id, ...changes },
    allowed,
    ...(beyondRulesBudget ? { beyondRulesBudget } : {}),
  };
}

const week = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ day: i % 7, from: '07:00', to: '21:00' }));
const departures = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${String(Math.floor(i / 4) + 5).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
  );
const galleryImages = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    src: `/images/gallery/${i}.svg`,
    caption: `Photo ${i}`,
  }));
const words = (count: number, word: string) =>
  Array.from({ length: count }, (_, i) => `${word} ${i}`);
/** 😀 is one code point (as core counts lengths) but two UTF-16 units (as size() does). */
const emoji = (count: number) => '😀'.repeat(count);

/**
 * What each field must look like, as core's schemas say: formats, blank and padded text, ranges,
 * whole numbers, list items, and the largest documents the schemas allow (which must fit in
 * the rules' evaluation budget).
 */
const formatCases: RuleCase[] = [
  adminCreates('a shop with an ftp image', 'shops', { image: 'ftp://example.com/a.png' }, false),
  adminCreates('a shop with a javascript: image', 'shops', { image: 'javascript:alert(1)' }, false),
  adminCreates(
    'a shop with a space in the image path',
    'shops',
    { image: '/images/a b.svg' },
    false,
  ),
  adminCreates(
    'a shop with a no-break space in the image path',
    'shops',
    { image: '/images/a\u00a0b.svg' },
    false,
  ),
  adminCreates(
    'a shop with a quote in the image path',
    'shops',
    { image: '/images/a".svg' },
    false,
  ),
  adminCreates(
    "a shop with another site's image",
    'shops',
    { image: 'https://example.com/a.png' },
    false,
  ),
  adminCreates('a shop with an uploaded photo', 'shops', { image: 'uploads/Ab12_photo-3' }, true),
  adminCreates('a shop with an app image', 'shops', { image: '/images/shops/annapurna.svg' }, true),
  adminCreates('a shop image pointing at the API', 'shops', { image: '/api/events/orders' }, false),
  adminCreates('a shop image climbing out', 'shops', { image: '/images/../api/x.png' }, false),
  adminCreates('a shop with a blank name', 'shops', { name: '   ' }, false),
  adminCreates('a shop with an empty name', 'shops', { name: '' }, false),
  adminCreates('a shop with a name starting with a space', 'shops', { name: ' Annapurna' }, false),
  adminCreates(
    'a shop with a name ending in a no-break space',
    'shops',
    { name: 'Annapurna\u00a0' },
    false,
  ),
  adminCreates(
    'a shop with a name ending in an ideographic space',
    'shops',
    { name: 'Annapurna\u3000' },
    false,
  ),
  adminCreates(
    'a shop with a name starting with a byte-order mark',
    'shops',
    { name: '\ufeffAnnapurna' },
    false,
  ),
  adminCreates('a shop with a Bengali name', 'shops', { name: 'অন্নপূর্ণা মুদি দোকান' }, true),
  adminCreates('a shop with a name of 80 emoji', 'shops', { name: emoji(80) }, true),
  adminCreates('a shop with a name of 81 emoji', 'shops', { name: emoji(81) }, false),
  adminCreates(
    'a shop with a description of two lines',
    'shops',
    { description: 'Rice and dal.\nOpen daily.' },
    true,
  ),
  adminCreates(
    'a shop with a description ending in a new line',
    'shops',
    { description: 'Rice and dal.\n' },
    false,
  ),
  adminCreates('a shop with the phone "call us!"', 'shops', { phone: 'call us!' }, false),
  adminCreates('a shop with a two-digit phone', 'shops', { phone: '10' }, false),
  adminCreates('a shop with a phone ending in a space', 'shops', { phone: '9000000101 ' }, false),
  adminCreates(
    'a shop with the phone +91 90000-00101',
    'shops',
    { phone: '+91 90000-00101' },
    true,
  ),
  adminCreates('a shop with the emergency number 100', 'shops', { phone: '100' }, true),
  adminCreates('a shop with hours for every day twice (14)', 'shops', { hours: week(14) }, true),
  adminCreates('a shop with 15 opening hours', 'shops', { hours: week(15) }, false),
  adminCreates('a shop with no opening hours', 'shops', { hours: [] }, true),
  adminCreates(
    'a shop opening at 25:00',
    'shops',
    { hours: [{ day: 1, from: '25:00', to: '26:00' }] },
    false,
  ),
  adminCreates(
    'a shop closing before it opens',
    'shops',
    { hours: [{ day: 1, from: '18:00', to: '09:00' }] },
    false,
  ),
  adminCreates(
    'a shop open on day 7',
    'shops',
    { hours: [{ day: 7, from: '09:00', to: '18:00' }] },
    false,
  ),
  adminCreates(
    'a shop whose last hours have an extra field',
    'shops',
    { hours: [...week(13), { day: 1, from: '09:00', to: '18:00', note: 'x' }] },
    false,
  ),
  adminCreates('a shop whose hours hold a text', 'shops', { hours: ['09:00-18:00'] }, false),
  adminCreates('a shop whose id has a space', 'shops', { id: 'shop new' }, false),
  adminCreates(
    'a shop of the enum value "Grocery" (capitalised)',
    'shops',
    { type: 'Grocery' },
    false,
  ),
  adminCreates('a product priced at zero', 'products', { pricePaise: 0 }, false),
  adminCreates('a product priced at 10.5 paise', 'products', { pricePaise: 10.5 }, false),
  adminCreates('a product with 1.5 in stock', 'products', { stock: 1.5 }, false),
  adminCreates('a product with a blank unit', 'products', { unit: ' ' }, false),
  adminCreates(
    'a product with a shop id holding a slash',
    'products',
    { shopId: 'shops/x' },
    false,
  ),
  adminCreates('a doctor of the kind "surgeon"', 'doctors', { kind: 'surgeon' }, false),
  adminCreates('a doctor with 4-minute slots', 'doctors', { slotMinutes: 4 }, false),
  adminCreates('a doctor with 121-minute slots', 'doctors', { slotMinutes: 121 }, false),
  adminCreates('a doctor with 120-minute slots', 'doctors', { slotMinutes: 120 }, true),
  adminCreates('a doctor with no hours', 'doctors', { hours: [] }, false),
  // Known gap, measured: a doctor's 14 hours beside the chamber do not fit the budget one by one.
  adminCreates('a doctor with 14 hours', 'doctors', { hours: week(14) }, true),
  adminCreates(
    "a doctor closing before opening (rules check doctors' hours only for their number)",
    'doctors',
    { hours: [{ day: 1, from: '18:00', to: '09:00' }] },
    true,
    true,
  ),
  adminCreates(
    'a doctor whose chamber phone is "ask at desk"',
    'doctors',
    { chamber: { ...doctor.chamber, phone: 'ask at desk' } },
    false,
  ),
  adminCreates(
    'a doctor with 14 hours and the longest Bengali chamber name and address',
    'doctors',
    {
      hours: week(14),
      chamber: { ...doctor.chamber, nameBn: 'চ'.repeat(80), addressBn: 'ঠ'.repeat(200) },
    },
    true,
  ),
  adminCreates(
    'a doctor whose Bengali chamber name has 81 characters',
    'doctors',
    { chamber: { ...doctor.chamber, nameBn: 'চ'.repeat(81) } },
    false,
  ),
  adminCreates(
    'a doctor whose Bengali chamber name is blank',
    'doctors',
    { chamber: { ...doctor.chamber, nameBn: '   ' } },
    false,
  ),
  adminCreates(
    'a doctor whose Bengali chamber address is a number',
    'doctors',
    { chamber: { ...doctor.chamber, addressBn: 12 } },
    false,
  ),
  adminCreates(
    'a doctor whose chamber has no name',
    'doctors',
    { chamber: { address: doctor.chamber.address, phone: doctor.chamber.phone } },
    false,
  ),
  adminCreates('a lab test reported in 721 hours', 'labTests', { reportHours: 721 }, false),
  adminCreates('an emergency contact ranked -1', 'emergencyContacts', { rank: -1 }, false),
  adminCreates(
    'an emergency contact on WhatsApp at +91 90000 00803',
    'emergencyContacts',
    { whatsapp: '+91 90000 00803' },
    true,
  ),
  adminCreates(
    'an emergency contact whose WhatsApp is "ring me"',
    'emergencyContacts',
    { whatsapp: 'ring me' },
    false,
  ),
  adminCreates(
    'an emergency contact whose WhatsApp is a number, not a text',
    'emergencyContacts',
    { whatsapp: 9000000803 },
    false,
  ),
  adminCreates(
    'a teacher with 10 subjects and 10 classes',
    'teachers',
    { subjects: words(10, 'Subject'), classes: words(10, 'Class') },
    true,
  ),
  adminCreates('a teacher with 11 subjects', 'teachers', { subjects: words(11, 'Subject') }, false),
  adminCreates(
    'a teacher with a blank subject',
    'teachers',
    { subjects: [...teacher.subjects, ' '] },
    false,
  ),
  adminCreates(
    'a teacher with a subject of 41 characters',
    'teachers',
    { subjects: ['x'.repeat(41)] },
    false,
  ),
  adminCreates('a teacher with a subject given as a number', 'teachers', { subjects: [10] }, false),
  adminCreates('a teacher teaching "online"', 'teachers', { mode: 'online' }, false),
  adminCreates('a transport listing with 81 seats', 'transport', { seats: 81 }, false),
  adminCreates(
    'a bus route with 60 departures and 40 stops',
    'busRoutes',
    { departures: departures(60), stops: words(40, 'Stop') },
    true,
  ),
  adminCreates(
    'a bus route with 61 departures',
    'busRoutes',
    { departures: departures(61) },
    false,
  ),
  adminCreates(
    'a bus route departing at "7am"',
    'busRoutes',
    { departures: [...busRoute.departures, '7am'] },
    false,
  ),
  // Known gap, measured: 40 stops beside 60 departures do not fit the rules' budget one by one.
  adminCreates(
    'a bus route with a stop padded with spaces (rules check stops only for size and type)',
    'busRoutes',
    { stops: [' Memari '] },
    true,
    true,
  ),
  adminCreates(
    'a bus route with a stop given as a number (rules check stops only for size)',
    'busRoutes',
    { stops: [5] },
    true,
    true,
  ),
  adminCreates(
    'a bus route with the slug "Bard Haman"',
    'busRoutes',
    { slug: 'Bard Haman' },
    false,
  ),
  adminCreates('a bus route lasting 0 minutes', 'busRoutes', { durationMinutes: 0 }, false),
  adminCreates('a gallery with 100 images', 'galleries', { images: galleryImages(100) }, true),
  adminCreates('a gallery with 101 images', 'galleries', { images: galleryImages(101) }, false),
  adminCreates(
    'a gallery with 100 images captioned in both languages',
    'galleries',
    { images: galleryImages(100).map((image, i) => ({ ...image, captionBn: `ছবি ${i}` })) },
    true,
  ),
  // Known gap, measured: 100 images of two fields each do not fit the rules' budget.
  adminCreates(
    'a gallery whose last image is on ftp (rules check images only for their number)',
    'galleries',
    { images: [...gallery.images, { src: 'ftp://x/y.png', caption: 'x' }] },
    true,
    true,
  ),
  adminCreates(
    'a gallery whose Bengali caption has 201 characters (rules check images only for their number)',
    'galleries',
    { images: [{ ...gallery.images[0]!, captionBn: 'ছ'.repeat(201) }] },
    true,
    true,
  ),
  adminCreates('a feed post published "yesterday"', 'feeds', { publishedAt: 'yesterday' }, false),
  adminCreates(
    'a feed post published on 30 February',
    'feeds',
    { publishedAt: '2026-02-30T10:00:00+05:30' },
    false,
  ),
  adminCreates(
    'a feed post published without a time zone',
    'feeds',
    { publishedAt: '2026-11-21T10:00:00' },
    false,
  ),
  adminCreates(
    'a feed post published as a date only',
    'feeds',
    { publishedAt: '2026-11-21' },
    false,
  ),
  adminCreates(
    'a feed post published in UTC with milliseconds',
    'feeds',
    { publishedAt: '2026-11-21T04:30:00.250Z' },
    true,
  ),
  adminCreates(
    'a feed post published on 29 February of a leap year',
    'feeds',
    { publishedAt: '2028-02-29T10:00:00+05:30' },
    true,
  ),
  adminCreates(
    'a feed post published on 29 February of 2100',
    'feeds',
    { publishedAt: '2100-02-29T10:00:00+05:30' },
    false,
  ),
  adminCreates('a feed post of the type "gossip"', 'feeds', { type: 'gossip' }, false),
  adminCreates(
    'a feed post with a body of 2001 characters',
    'feeds',
    { body: 'x'.repeat(2001) },
    false,
  ),
  adminCreates(
    'a feed post with a body of 2000 characters',
    'feeds',
    { body: 'x'.repeat(2000), title: feed.title },
    true,
  ),
  adminCreates('a feed post with a body of 2000 emoji', 'feeds', { body: emoji(2000) }, true),
  adminCreates('a feed post with a body of 2001 emoji', 'feeds', { body: emoji(2001) }, false),
  adminCreates(
    'a service provider with 71 years of experience',
    'services',
    { experienceYears: 71 },
    false,
  ),
  adminCreates(
    'a service provider with a visit charge of 1.5 paise',
    'services',
    { visitChargePaise: 1.5 },
    false,
  ),
  adminCreates('a search-word group with no words', 'searchWords', { words: [] }, false),
  adminCreates('a search-word group with a blank word', 'searchWords', { words: ['  '] }, false),
  adminCreates(
    'a search-word group in Bengali and English',
    'searchWords',
    { words: ['চাল', 'chal'] },
    true,
  ),
  {
    name: "vendor pads their shop's product description with spaces",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, description: ` ${ownProduct.description} ` },
    allowed: false,
  },
  {
    name: "vendor prices their shop's product at 10.5 paise",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, pricePaise: 10.5 },
    allowed: false,
  },
];

export const ruleCases: RuleCase[] = [...matrixCases(), ...specialCases, ...formatCases];

export const caseCollections = (): CollectionName[] => [...collectionNames];
