import { z } from 'zod';
import { requestCollectionSchema, requestCollections } from '../actions/bookingsAdmin';
import { catalogCollectionSchema } from '../actions/catalogAdmin';
import { type ManagedRole, managedRoleSchema, toStaffAccount } from '../actions/staffAccounts';
import { defineRead, type ReadContext } from '../app/define';
import { admins, asRole } from '../app/principal';
import type { CatalogCollection } from '../model/collections';
import { idSchema, isoDateSchema } from '../model/common';
import {
  type OrderFind,
  type OrderKind,
  type OrderStatus,
  orderFindSchema,
  orderKindSchema,
  orderStatuses,
  orderStatusSchema,
} from '../model/orders';
import { type OrderView, orderView } from '../orders/access';
import { awaitsRetry } from '../orders/statusMachine';
import type { Query } from '../ports';
import { townDate } from '../time/townClock';
import { flagParam, mapPage, pageOfList, pageParams, queryPage } from './paging';

/** How many fordo orders the bookings list looks through; a town gets a handful a day. */
export const fordoOrdersListed = 500;

/** Orders a courier brought back undelivered, waiting for an admin to send them again or cancel. */
async function broughtBackOrders(store: ReadContext['store']) {
  const out = await store.query('orders', { where: [['status', 'outForDelivery']] });
  return out.filter(awaitsRetry);
}

/**
 * The admin's first screen: today's orders (town time) by status and the requests no one has
 * handled yet, with the orders brought back undelivered (whatever day they were placed: they
 * wait for an admin). Notification counts are added by the outbox reads.
 */
export const adminDashboard = defineRead({
  name: 'adminDashboard',
  summary: "Today's orders by status and the bookings and requests waiting for staff",
  audience: admins,
  input: z.strictObject({}),
  async run({ store, clock, town }) {
    const date = townDate(clock.now(), town.timeZone);
    const today = await store.query('orders', { where: [['placedOn', date]] });
    const byStatus = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const order of today) byStatus[order.status] += 1;
    // Counted as read, not as stored: a booking cancelled before steps is stored unhandled.
    const waiting = Object.fromEntries(
      await Promise.all(
        requestCollections.map(async (kind) => [
          kind,
          (await store.query(kind, { where: [['handled', false]] })).filter((doc) => !doc.handled)
            .length,
        ]),
      ),
    ) as Record<(typeof requestCollections)[number], number>;
    const fordo = await store.query('orders', {
      where: [
        ['kind', 'fordo'],
        ['status', 'placed'],
      ],
    });
    const broughtBack = await broughtBackOrders(store);
    return {
      date,
      orders: { total: today.length, byStatus },
      waiting: { ...waiting, fordo: fordo.length, broughtBack: broughtBack.length },
    };
  },
});

/**
 * The orders with one code, or of one customer's phone (else the orders brought back
 * undelivered), newest first, with the list's other filters applied to them: a handful at most,
 * so one equality query and no composite index.
 */
async function foundOrders(
  store: ReadContext['store'],
  find: OrderFind | undefined,
  filters: {
    status?: OrderStatus;
    date?: string;
    kind?: OrderKind;
    shopId?: string;
    broughtBack?: boolean;
  },
) {
  const found = find
    ? await store.query('orders', { where: [[find.field, find.value]] })
    : await broughtBackOrders(store);
  return found
    .filter(
      (order) =>
        (!filters.broughtBack || awaitsRetry(order)) &&
        (!filters.status || order.status === filters.status) &&
        (!filters.date || order.placedOn === filters.date) &&
        (!filters.kind || order.kind === filters.kind) &&
        (!filters.shopId || order.shopIds.includes(filters.shopId)),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const adminOrders = defineRead({
  name: 'adminOrders',
  summary: 'All orders, newest first, found by code or phone, filtered by status, date, kind, shop',
  audience: admins,
  input: z.strictObject({
    /** An order code or the customer's mobile number. */
    find: orderFindSchema.optional(),
    status: orderStatusSchema.optional(),
    /** The town date the order was placed on. */
    date: isoDateSchema.optional(),
    kind: orderKindSchema.optional(),
    shopId: idSchema.optional(),
    /** Only the orders brought back undelivered, waiting for an admin (a handful at most). */
    broughtBack: flagParam.optional(),
    ...pageParams,
  }),
  async run({ store, principal }, { find, status, date, kind, shopId, broughtBack, ...paging }) {
    const admin = asRole(principal, 'admin');
    if (find || broughtBack) {
      const filters = { status, date, kind, shopId, broughtBack };
      const found = await foundOrders(store, find, filters);
      return mapPage(pageOfList(found, paging), (order) => orderView(admin, order) as OrderView);
    }
    const where: NonNullable<Query<'orders'>['where']>[number][] = [];
    if (status) where.push(['status', status]);
    if (date) where.push(['placedOn', date]);
    if (kind) where.push(['kind', kind]);
    const page = await queryPage(
      store,
      'orders',
      {
        where,
        ...(shopId ? { arrayContains: ['shopIds', shopId] as const } : {}),
        orderBy: { field: 'createdAt', direction: 'desc' },
      },
      paging,
    );
    return mapPage(page, (order) => orderView(admin, order) as OrderView);
  },
});

export const adminBookings = defineRead({
  name: 'adminBookings',
  summary:
    'Appointments, lab bookings, assistance requests, messages or fordo orders, newest first',
  audience: admins,
  input: z.strictObject({
    kind: z.union([requestCollectionSchema, z.literal('fordo')], {
      error: `Choose one of: ${[...requestCollections, 'fordo'].join(', ')}`,
    }),
    handled: flagParam.optional(),
    ...pageParams,
  }),
  async run({ store, principal }, { kind, handled, ...paging }) {
    if (kind === 'fordo') {
      // A fordo order is handled once it has moved past "placed"; the flag is its status.
      const admin = asRole(principal, 'admin');
      const orders = await store.query('orders', {
        where: [['kind', 'fordo']],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: fordoOrdersListed,
      });
      const listed = orders
        .map((order) => ({
          ...(orderView(admin, order) as OrderView),
          handled: order.status !== 'placed',
        }))
        .filter((order) => handled === undefined || order.handled === handled);
      return pageOfList(listed, paging);
    }
    const page = await queryPage(
      store,
      kind,
      {
        where: handled === undefined ? [] : [['handled', handled]],
        orderBy: { field: 'createdAt', direction: 'desc' },
      },
      paging,
    );
    // The store maps a booking from before steps as it reads it (a cancelled one is handled
    // now) while its stored flag still says otherwise: the list follows the booking as read.
    if (handled === undefined) return page;
    return { ...page, items: page.items.filter((item) => item.handled === handled) };
  },
});

/** How each catalog list is sorted for editing: the way its public screen lists it. */
const catalogOrder: { [C in CatalogCollection]: Query<C>['orderBy'] } = {
  shops: { field: 'name' },
  products: { field: 'name' },
  doctors: { field: 'name' },
  labTests: { field: 'name' },
  emergencyContacts: { field: 'rank' },
  teachers: { field: 'name' },
  transport: { field: 'driver' },
  busRoutes: { field: 'destination' },
  galleries: { field: 'title' },
  feeds: { field: 'publishedAt', direction: 'desc' },
  services: { field: 'name' },
  searchWords: { field: 'name' },
};

export const adminItems = defineRead({
  name: 'adminItems',
  summary: 'Every document of a catalog collection, inactive ones included, for editing',
  audience: admins,
  input: z.strictObject({
    collection: catalogCollectionSchema,
    /** Products of one shop only. */
    shopId: idSchema.optional(),
    ...pageParams,
  }),
  run: ({ store }, { collection, shopId, ...paging }) =>
    queryPage<CatalogCollection>(
      store,
      collection,
      {
        where: collection === 'products' && shopId ? [['shopId', shopId]] : [],
        orderBy: catalogOrder[collection] as Query<CatalogCollection>['orderBy'],
      },
      paging,
    ),
});

export const staffAccounts = defineRead({
  name: 'staffAccounts',
  summary:
    'Vendor and delivery accounts: invited, active or disabled, and when an open link expires; never passwords or links',
  audience: admins,
  input: z.strictObject({ role: managedRoleSchema.optional() }),
  async run({ store, clock }, { role }) {
    const roles: ManagedRole[] = role ? [role] : ['vendor', 'delivery'];
    const now = clock.now();
    const lists = await Promise.all(
      roles.map(async (each) => {
        const profiles =
          each === 'vendor'
            ? await store.query('vendors', { orderBy: { field: 'name' } })
            : await store.query('delivery', { orderBy: { field: 'name' } });
        const credentials = await store.query('credentials', { where: [['role', each]] });
        const invitations = await store.query('staffInvitations', { where: [['role', each]] });
        const bySubject = new Map(credentials.map((c) => [c.subjectId, c]));
        const invitationOf = new Map(invitations.map((i) => [i.subjectId, i]));
        return profiles.map((profile) =>
          toStaffAccount(
            each,
            profile,
            bySubject.get(profile.id),
            invitationOf.get(profile.id),
            now,
          ),
        );
      }),
    );
    return { accounts: lists.flat() };
  },
});
