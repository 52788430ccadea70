import {
  type CollectionName,
  catalogCollections,
  collectionNames,
  type Principal,
} from '@town/core';
import { catalogListLimit } from '@town/core/vocabulary';
import { demoCatalog, demoStaff } from '../../demo';

/** A direct access by a browser to a stored document, as Firestore's rules see it. */
export type DataOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

/**
 * One table of allow/deny cases for direct client access to Firestore. firestore.rules is
 * tested against it on the official emulator (tests/firebase/firestoreRules.test.ts).
 * Expectations are written out, not computed.
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
  /** For list: the query's limit; catalog lists get `catalogListLimit` unless said here. */
  limit?: number | null;
  allowed: boolean;
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
  if (collection === 'searchCatalogs') return operation === 'get' ? everyone : nobody;
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
  return nobody;
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
  // The catalog is written only through the callables, which run core's checks (a shop still
  // named by products is not deleted, a vendor changes only their own products' price, stock
  // and description): no browser writes it directly, whoever signs in (decision 0310).
  {
    name: "vendor changes stock and price of their shop's product",
    principal: principals.vendor,
    operation: 'update',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    incoming: { ...ownProduct, stock: 3, pricePaise: ownProduct.pricePaise + 100 },
    allowed: false,
  },
  {
    name: 'admin creates a valid shop',
    principal: principals.admin,
    operation: 'create',
    collection: 'shops',
    id: 'shop-new',
    incoming: { ...shop, id: 'shop-new' },
    allowed: false,
  },
  {
    name: 'admin deletes a shop its products still name',
    principal: principals.admin,
    operation: 'delete',
    collection: 'shops',
    id: ownProduct.shopId,
    existing: { ...demoCatalog.shops.find((s) => s.id === ownProduct.shopId) },
    allowed: false,
  },
  // Lists of the catalog come with a limit of at most catalogListLimit (core/src/vocabulary.ts):
  // a browser cannot have a whole large collection billed to the town in one query.
  {
    name: 'visitor lists products of a shop without a limit',
    principal: principals.visitor,
    operation: 'list',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    where: [['shopId', ownProduct.shopId]],
    limit: null,
    allowed: false,
  },
  {
    name: 'visitor lists products one past the limit',
    principal: principals.visitor,
    operation: 'list',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    limit: catalogListLimit + 1,
    allowed: false,
  },
  {
    name: 'visitor lists products of a shop at the limit',
    principal: principals.visitor,
    operation: 'list',
    collection: 'products',
    id: ownProduct.id,
    existing: { ...ownProduct },
    where: [['shopId', ownProduct.shopId]],
    limit: catalogListLimit,
    allowed: true,
  },
];

export const ruleCases: RuleCase[] = [...matrixCases(), ...specialCases];

export const caseCollections = (): CollectionName[] => [...collectionNames];
