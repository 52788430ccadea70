import type { NextFreeSlot } from '@town/core';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * "Available today · next free 10:30 am" or "Next free: 23 Nov 2026, 9:00 am": the first slot
 * nobody has booked, as the booking screen would offer it. The host renders it into the page
 * with the rest (its kept pages are dropped on any booking and after a minute), so the card
 * does not grow after it arrives.
 */
export function NextSlotLine({ today, next }: { today: string; next: NextFreeSlot | null }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  return (
    <p className={`med-next-slot${next?.date === today ? ' med-next-slot--today' : ''}`}>
      {!next
        ? t('nextSlot.none')
        : next.date === today
          ? t('nextSlot.today', { time: format.timeOfDay(next.slot) })
          : t('nextSlot.later', {
              day: format.day(next.date),
              time: format.timeOfDay(next.slot),
            })}
    </p>
  );
}

/** One doctor's line from its own read (the doctor's page; lists read every doctor's at once). */
export function NextSlot({ doctorId }: { doctorId: string }) {
  const { data } = useRead('doctorNextSlot', { id: doctorId });
  if (!data) return null;
  return <NextSlotLine today={data.today} next={data.next} />;
}

/** Every active doctor's next free slot, read once for a whole list (`doctorsNextSlots`). */
export type NextSlots = { today: string; next: Readonly<Record<string, NextFreeSlot | null>> };

/** A listed doctor's line from the list's one read; nothing for a doctor the answer lacks. */
export function ListedNextSlot({ doctorId, slots }: { doctorId: string; slots?: NextSlots }) {
  if (!slots || !Object.hasOwn(slots.next, doctorId)) return null;
  return <NextSlotLine today={slots.today} next={slots.next[doctorId] ?? null} />;
}
