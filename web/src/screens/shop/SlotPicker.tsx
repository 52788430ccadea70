import type { SlotChoice } from '@town/core/deliverySlots';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/** "2026-11-21 18:00-20:00": a slot's key in the radio group; empty: as soon as possible. */
const keyOf = (slot: SlotChoice | undefined) => (slot ? `${slot.date} ${slot.window}` : '');

/** Whether two choices name the same slot (the same day and window). */
export const sameSlot = (a: SlotChoice, b: SlotChoice | undefined) =>
  b !== undefined && keyOf(a) === keyOf(b);

/**
 * "As soon as possible", or a delivery slot the town offers now for the cart's shops (full,
 * past and after-cut-off slots are not listed; the server checks again when the order is placed).
 * Shows nothing while the town lists no slots. After a refusal, only the slots the server said
 * are offered now are listed (the read may still hold the refused one).
 */
export function SlotPicker({
  shopIds,
  slot,
  onSlot,
  offeredNow,
}: {
  shopIds: readonly string[];
  slot: SlotChoice | undefined;
  onSlot: (slot: SlotChoice | undefined, isToday: boolean) => void;
  offeredNow?: readonly SlotChoice[];
}) {
  const { t } = useTranslation('shop');
  const offered = useRead('deliverySlots', { shops: [...shopIds].sort().join(',') });
  const slots = (offered.data?.slots ?? []).filter(
    (one) => !offeredNow || offeredNow.some((now) => sameSlot(one, now)),
  );
  const slotWords = useSlotWords();
  if (slots.length === 0 && !slot) return null;
  const today = offered.data?.today;
  return (
    <fieldset className="slot-picker">
      <legend className="field__label">{t('checkout.whenTitle')}</legend>
      <label className="slot-picker__choice">
        <input type="radio" name="slot" checked={!slot} onChange={() => onSlot(undefined, false)} />
        <span>{t('checkout.asap')}</span>
      </label>
      {slots.map((one) => (
        <label className="slot-picker__choice" key={keyOf(one)}>
          <input
            type="radio"
            name="slot"
            checked={keyOf(slot) === keyOf(one)}
            onChange={() => onSlot({ date: one.date, window: one.window }, one.date === today)}
          />
          <span>
            {slotWords(one.window, one.date === today)}{' '}
            <small>{t('checkout.placesLeft', { count: one.placesLeft })}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** "Tomorrow, 6:00 pm – 8:00 pm": a slot as the checkout and the cart's totals name it. */
export function useSlotWords(): (window: string, isToday: boolean) => string {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (window, isToday) => {
    const [from = '', to = ''] = window.split('-');
    return t('checkout.slot', {
      day: isToday ? t('checkout.slotToday') : t('checkout.slotTomorrow'),
      from: format.timeOfDay(from),
      to: format.timeOfDay(to),
    });
  };
}
