import { invalid } from '../app/errors';
import type { CourierTap, Order, TapReceipt } from '../model/orders';
import { refusal } from '../refusals';
import type { OrderActor } from './statusMachine';

/** A phone's clock may run a little ahead of the host's. */
export const TAP_CLOCK_SKEW_MS = 2 * 60 * 1000;
/** A tap kept longer on a phone than a working day is too old to trust. */
export const TAP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Taps remembered per order: a courier taps an order a handful of times at most. */
export const TAPS_KEPT = 20;

/** Refuses a tap time after its arrival (beyond the skew) or older than a day. */
export function assertTapTime(tap: CourierTap, now: Date): void {
  if (tap.at === undefined) return;
  const tappedAt = Date.parse(tap.at);
  const message =
    tappedAt > now.getTime() + TAP_CLOCK_SKEW_MS
      ? "The tap's time is later than now: check the phone's clock"
      : tappedAt < now.getTime() - TAP_MAX_AGE_MS
        ? 'This tap is more than a day old: ask the office to record it'
        : undefined;
  if (message) {
    throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'tap.at', message }] }));
  }
}

const actorIdOf = (actor: OrderActor) => ('id' in actor ? actor.id : undefined);

/**
 * Whether the order already took this tap from this actor: its replay moves nothing. The same
 * id from anyone else is judged as a new move (and refused as theirs would be).
 */
export function tookTap(order: Order, tap: CourierTap | undefined, actor: OrderActor): boolean {
  if (!tap) return false;
  return (order.taps ?? []).some(
    (each) => each.id === tap.id && each.by.role === actor.role && each.by.id === actorIdOf(actor),
  );
}

/** The order with the tap's receipt, the oldest forgotten past `TAPS_KEPT`. */
export function withTapReceipt(
  order: Order,
  tap: CourierTap,
  move: TapReceipt['move'],
  arrivedAt: string,
  actor: OrderActor,
): Order {
  const by = { role: actor.role, ...('id' in actor ? { id: actor.id } : {}) };
  const tappedAt = tap.at ?? arrivedAt;
  const receipt: TapReceipt = { id: tap.id, move, tappedAt, arrivedAt, by };
  return { ...order, taps: [...(order.taps ?? []), receipt].slice(-TAPS_KEPT) };
}
