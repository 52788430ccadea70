import { useTranslation } from 'react-i18next';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useServerRender } from '../../render/serverRender';

/**
 * "Available today · next 10:30 am" or "Next free: Mon 23 Nov, 9:00 am": the first slot nobody
 * has booked, as the booking screen would offer it. Left out of pages the host renders (the
 * answer changes with every booking and every minute), so it fills in once the app is live.
 */
export function NextSlot({ doctorId }: { doctorId: string }) {
  if (useServerRender()) return null;
  return <NextSlotLive doctorId={doctorId} />;
}

function NextSlotLive({ doctorId }: { doctorId: string }) {
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
