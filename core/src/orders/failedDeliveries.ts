import { conflict, denied } from '../app/errors';
import type { FailedDeliveryReason, Order } from '../model/orders';
import { refusal } from '../refusals';
import { actorRecord, assertConcerned, awaitsRetry, type OrderActor } from './statusMachine';

/** How each reason reads in the order's history (staff read it; customers get their own line). */
export const failedReasonLabels: Record<FailedDeliveryReason, string> = {
  nobodyHome: 'nobody was home',
  refused: 'the customer refused it',
  wrongAddress: 'the address was wrong',
  unreachable: "the customer's phone did not answer",
};

export interface FailedAttemptReport {
  reason: FailedDeliveryReason;
  note?: string | undefined;
  actor: OrderActor;
  /** ISO time of the report. */
  at: string;
}

/**
 * The order after its courier (or an admin) reported it could not be delivered. It stays out for
 * delivery, so the day's report and the status machine keep their statuses, but it leaves the
 * courier's list and waits on the admin's board: the admin sends it out again or cancels it.
 * The reason goes into the history too (the courier's note, up to the short-text limit, stays
 * on the attempt only), so it is still there after the order is sent again.
 */
export function applyFailedAttempt(order: Order, report: FailedAttemptReport): Order {
  const { actor } = report;
  assertConcerned(order, actor);
  if (actor.role !== 'delivery' && actor.role !== 'admin') {
    throw denied('Only the courier or an admin can report that an order could not be delivered');
  }
  if (order.status !== 'outForDelivery' || order.failedAttempt) {
    throw conflict(
      `Order ${order.code} is not with a courier; it cannot be marked "could not deliver" now`,
      refusal('status-moved', { status: order.status, allowed: [] }),
    );
  }
  const by = actorRecord(actor);
  const note = report.note?.trim();
  const label = `Could not deliver: ${failedReasonLabels[report.reason]}`;
  return {
    ...order,
    deliveryPersonId: null,
    failedAttempt: { reason: report.reason, ...(note ? { note } : {}), at: report.at, by },
    history: [...order.history, { status: order.status, at: report.at, by, note: label }],
    updatedAt: report.at,
  };
}

/**
 * The order sent out again after a failed attempt, with a courier (the same one or another).
 * Only an admin decides this: the courier who brought it back does not pick it up again alone.
 */
export function applyRetry(
  order: Order,
  retry: { deliveryPersonId: string; actor: OrderActor; at: string },
): Order {
  if (retry.actor.role !== 'admin') {
    throw denied('Only an admin can send an order out again');
  }
  if (!awaitsRetry(order)) {
    throw conflict(
      `Order ${order.code} is not waiting to be sent out again`,
      refusal('status-moved', { status: order.status, allowed: [] }),
    );
  }
  const { failedAttempt: _sentAgain, ...rest } = order;
  return {
    ...rest,
    deliveryPersonId: retry.deliveryPersonId,
    history: [
      ...order.history,
      { status: order.status, at: retry.at, by: actorRecord(retry.actor), note: 'Sent out again' },
    ],
    updatedAt: retry.at,
  };
}
