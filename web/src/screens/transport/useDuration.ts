import { useCallback } from 'react';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/** "1 h 15 min", "45 min", "3 h" in the chosen language and its digits. */
export function useDuration(): (totalMinutes: number) => string {
  const { t } = useTranslation('transport');
  const format = useFormat();
  return useCallback(
    (totalMinutes: number) => {
      const hours = Math.floor(totalMinutes / 60);
      const minutes = totalMinutes % 60;
      const h = format.number(hours);
      const m = format.number(minutes);
      if (hours === 0) return t('duration.minutes', { m });
      if (minutes === 0) return t('duration.hours', { h });
      return t('duration.hoursMinutes', { h, m });
    },
    [t, format],
  );
}
