import { addDays } from '@town/core/shopDays';
import { townNow } from '@town/core/townClock';
import type { ReactNode } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNow } from '../../../shell/useNow';
import { useTownTimeZone } from '../../../state/AppState';

/** The slot an order was placed for (town date, window "10:00-12:00"); none: as soon as possible. */
type Slot = { date: string; window: string };
type Slotted = { id: string; slot?: Slot | undefined };

/** ASAP ('') sorts first, then by day, then by window: "10:00-12:00" sorts by its start. */
const slotKey = (slot: Slot | undefined) => (slot ? `${slot.date} ${slot.window}` : '');

/**
 * Orders in groups by the slot the customer chose: "as soon as possible" first, then by day and
 * window. Each group keeps the order it was given (the board's own order: urgency, age).
 */
export function groupBySlot<T extends Slotted>(orders: readonly T[]) {
  const groups = new Map<string, { slot: Slot | undefined; orders: T[] }>();
  for (const order of orders) {
    const key = slotKey(order.slot);
    const group = groups.get(key) ?? { slot: order.slot, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => ({ key, ...group }));
}

/**
 * "Today, 12:00 pm – 2:00 pm" in the town's calendar; a day that is neither today nor tomorrow
 * (an order still open after its day) by its date, never as "today".
 */
export function useSlotText(): (slot: Slot | undefined) => string {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const today = townNow(useNow(), useTownTimeZone()).date;
  return (slot) => {
    if (!slot) return t('slots.asap');
    const [from = '', to = ''] = slot.window.split('-');
    const times = { from: format.timeOfDay(from), to: format.timeOfDay(to) };
    if (slot.date === today) return t('slots.today', times);
    if (slot.date === addDays(today, 1)) return t('slots.tomorrow', times);
    // Noon of the slot's day in UTC falls on the same calendar day in any town's time zone.
    return t('slots.day', { ...times, day: format.shortDate(`${slot.date}T12:00:00Z`) });
  };
}

/**
 * A board's list of orders, grouped by slot under a heading each once any order has a slot; a
 * town without slots sees the plain list it always had.
 */
export function SlotGroups<T extends Slotted>({
  orders,
  card,
}: {
  orders: readonly T[];
  card: (order: T, headingLevel: 3 | 4) => ReactNode;
}) {
  const slotText = useSlotText();
  const format = useFormat();
  const groups = groupBySlot(orders);
  const first = groups[0];
  if (groups.length === 1 && first && !first.slot) {
    return (
      <ul className="card-list card-list--grid">
        {orders.map((order) => (
          <li key={order.id}>{card(order, 3)}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} className="staff-slot-group" aria-label={slotText(group.slot)}>
          <h3 className="staff-slot-group__title">
            {slotText(group.slot)}{' '}
            <span className="muted">({format.number(group.orders.length)})</span>
          </h3>
          <ul className="card-list card-list--grid">
            {group.orders.map((order) => (
              <li key={order.id}>{card(order, 4)}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
