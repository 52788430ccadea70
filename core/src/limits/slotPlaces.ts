import type { ActionContext, ReadContext } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import type { Shop } from '../model/catalog';
import type { Order, SlotCount } from '../model/orders';
import {
  type DeliverySlotSettings,
  type OfferedSlot,
  offeredSlots,
  type SlotChoice,
  type SlotCounts,
  slotDaysAhead,
  windowOf,
} from '../orders/deliverySlots';
import { addDays } from '../orders/shopDays';
import type { StoreReader, Transaction } from '../ports';
import { refusal } from '../refusals';
import { townClock, townDate } from '../time/townClock';

type SlotContext = Pick<ReadContext, 'clock' | 'town'>;

export const settingsOf = (ctx: SlotContext): DeliverySlotSettings | undefined =>
  ctx.town.delivery.slots;

/** Today's and tomorrow's counters, by date (absent: nothing taken yet). */
export async function countersOf(
  ctx: SlotContext,
  reader: StoreReader,
): Promise<Map<string, SlotCount | null>> {
  const today = townDate(ctx.clock.now(), ctx.town.timeZone);
  const counters = new Map<string, SlotCount | null>();
  for (let offset = 0; offset <= slotDaysAhead; offset++) {
    const date = addDays(today, offset);
    counters.set(date, await reader.get('slotCounts', date));
  }
  return counters;
}

export function slotsNow(
  ctx: SlotContext,
  shops: readonly Shop[],
  counters: Map<string, SlotCount | null>,
): OfferedSlot[] {
  const countsOn = (date: string): SlotCounts => counters.get(date)?.counts ?? {};
  const now = townClock(ctx.clock.now(), ctx.town.timeZone);
  return offeredSlots(settingsOf(ctx), shops, now, countsOn);
}

function slotFieldRefused(message: string): DomainError {
  return invalid(
    `slot: ${message}`,
    refusal('invalid-fields', { issues: [{ path: 'slot', message }] }),
  );
}

/**
 * Checks the chosen slot inside the order's transaction, against the counters read there: a slot
 * that turned full, past or beyond a shop's cut-off since the checkout listed it is refused.
 * Answers the write that takes its place, made with the order's other writes.
 */
export async function checkSlot(
  ctx: ActionContext,
  tx: Transaction,
  slot: SlotChoice | undefined,
  shopsRead: Map<string, Shop | null>,
): Promise<(tx: Transaction) => void> {
  if (!slot) return () => {};
  if (!settingsOf(ctx)) throw slotFieldRefused('This town takes no delivery slots; send no slot');
  if (!windowOf(settingsOf(ctx), slot.window)) {
    throw slotFieldRefused(`The town has no delivery window ${slot.window}`);
  }
  const shops = [...shopsRead.values()].filter((shop): shop is Shop => shop !== null);
  const counters = await countersOf(ctx, tx);
  const offered = slotsNow(ctx, shops, counters);
  if (!offered.some((one) => one.date === slot.date && one.window === slot.window)) {
    throw new DomainError(
      'failed-precondition',
      `The delivery slot ${slot.date} ${slot.window} is no longer available: choose another`,
      refusal('slot-not-offered', {
        ...slot,
        offered: offered.map(({ date, window }) => ({ date, window })),
      }),
    );
  }
  const counter = counters.get(slot.date) ?? { id: slot.date, counts: {} };
  return (write) =>
    write.set('slotCounts', {
      id: slot.date,
      counts: { ...counter.counts, [slot.window]: (counter.counts[slot.window] ?? 0) + 1 },
    });
}

/**
 * When an order is cancelled it gives its slot's place back, if its day is not over. Reads the
 * counter (call before the transaction's first write) and answers the write.
 */
export async function slotGivenBack(
  tx: Transaction,
  before: Order,
  after: Order,
): Promise<((tx: Transaction) => void) | undefined> {
  const slot = after.slot;
  if (!slot || before.status === 'cancelled' || after.status !== 'cancelled') return undefined;
  const counter = await tx.get('slotCounts', slot.date);
  const taken = counter?.counts[slot.window] ?? 0;
  if (!counter || taken === 0) return undefined;
  return (write) =>
    write.set('slotCounts', {
      ...counter,
      counts: { ...counter.counts, [slot.window]: taken - 1 },
    });
}
