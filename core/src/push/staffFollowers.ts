import type { OutboxEntry } from '../model/outbox';
import type { PushSubscriptionRecord } from '../model/pushSubscriptions';
import type { Clock, IdSource, Transaction } from '../ports';
import { staffPushWords } from './words';

/** The stand-in a ready order queues for the couriers' browsers; expanded when it is sent. */
export const courierOfferPushEvent = 'courierOfferPush';

/** What a staff member's browsers are told of: a new order for the shop, an order to take. */
export type StaffPushKind = 'newOrder' | 'courierOffer';

/** A staff account's browsers, as their subscriptions name it: never a phone. */
export const staffPushRef = (role: 'vendor' | 'delivery', id: string) =>
  role === 'vendor' ? `vendors/${id}` : `delivery/${id}`;

export interface StaffPushTargets {
  code: string;
  /** The browsers of active accounts, one per endpoint (a shared tablet is told once). */
  send: PushSubscriptionRecord[];
  /** The browsers of disabled accounts: they end. */
  ended: PushSubscriptionRecord[];
}

const none: StaffPushTargets = { code: '', send: [], ended: [] };

async function targetsOf(
  tx: Transaction,
  code: string,
  accounts: ReadonlyArray<{ ref: string; active: boolean }>,
): Promise<StaffPushTargets> {
  const targets: StaffPushTargets = { code, send: [], ended: [] };
  const endpoints = new Set<string>();
  for (const { ref, active } of accounts) {
    for (const subscription of await tx.query('pushSubscriptions', { where: [['ref', ref]] })) {
      if (!active) targets.ended.push(subscription);
      else if (!endpoints.has(subscription.endpoint)) {
        endpoints.add(subscription.endpoint);
        targets.send.push(subscription);
      }
    }
  }
  return targets;
}

/** The browsers of the vendors of each shop whose part of a new order still waits. Reads only. */
export async function readVendorOfferPush(
  tx: Transaction,
  entry: OutboxEntry,
): Promise<StaffPushTargets> {
  const order = await tx.get('orders', entry.ref.replace(/^orders\//, ''));
  if (!order) return none;
  const shopIds = new Set(order.parts.filter((p) => p.status === 'placed').map((p) => p.shopId));
  const accounts: Array<{ ref: string; active: boolean }> = [];
  for (const shopId of shopIds) {
    for (const vendor of await tx.query('vendors', { where: [['shopId', shopId]] })) {
      accounts.push({ ref: staffPushRef('vendor', vendor.id), active: vendor.active });
    }
  }
  return targetsOf(tx, order.code, accounts);
}

/** The couriers' browsers, while the ready order is still nobody's. Reads only. */
export async function readCourierOfferPush(
  tx: Transaction,
  entry: OutboxEntry,
): Promise<StaffPushTargets> {
  const order = await tx.get('orders', entry.ref.replace(/^orders\//, ''));
  if (order?.status !== 'ready' || order.deliveryPersonId !== null) return none;
  const couriers = await tx.query('delivery', {});
  const accounts = couriers.map((each) => ({
    ref: staffPushRef('delivery', each.id),
    active: each.active,
  }));
  return targetsOf(tx, order.code, accounts);
}

/**
 * One `push` entry per browser, in its language, opening the board it was subscribed from; the
 * subscriptions of disabled accounts go. Writes only. Answers how many entries were queued.
 */
export function queueStaffPush(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
  kind: StaffPushKind,
  { code, send, ended }: StaffPushTargets,
): number {
  for (const subscription of send) {
    const { language } = subscription;
    const words = staffPushWords[language][kind];
    tx.set('outbox', {
      id: deps.ids.newId(),
      channel: 'push',
      to: subscription.id,
      event: kind === 'newOrder' ? 'vendorOrderPushed' : 'courierOfferPushed',
      ref: entry.ref,
      text: words.body(code),
      language,
      push: {
        subscriptionId: subscription.id,
        endpoint: subscription.endpoint,
        keys: subscription.keys,
        title: words.title,
        url: subscription.url,
        // One notice per order on the phone: the board's url is the same for all of them.
        tag: `${kind}/${code}`,
      },
      status: 'pending',
      attempts: 0,
      createdAt: deps.clock.now().toISOString(),
    });
  }
  for (const subscription of ended) tx.delete('pushSubscriptions', subscription.id);
  return send.length;
}
