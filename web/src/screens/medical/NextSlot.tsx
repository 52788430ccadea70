import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * "Available today · next free 10:30 am" or "Next free: 23 Nov 2026, 9:00 am": the first slot
 * nobody has booked, as the booking screen would offer it. The host renders it into the page
 * with the rest (its kept pages are dropped on any booking and after a minute), so the card
 * does not grow after it arrives.
 */
export function NextSlot({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const { data } = useRead('doctorNextSlot', { id: doctorId });
  if (!data) return null;
  const { today, next } = data;
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
