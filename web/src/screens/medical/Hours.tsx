import type { Hours } from '@town/core';
import { useClockFormat } from '../../i18n/clockFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { sittingsOf } from './doctors';

/** Chamber or shop hours as short lines: "Mon, Wed, Fri · 9:00 am – 12:00 pm". */
export function HoursList({ hours, className }: { hours: readonly Hours[]; className?: string }) {
  const { t } = useTranslation(['medical', 'common']);
  const clock = useClockFormat();
  const sittings = sittingsOf(hours);
  return (
    <ul className={className ? `med-hours ${className}` : 'med-hours'}>
      {sittings.map((sitting) => (
        <li key={`${sitting.from}-${sitting.to}`}>
          <span className="med-hours__days">
            {sitting.days.length === 7
              ? t('hours.everyDay')
              : sitting.days.map((day) => clock.weekday(day)).join(', ')}
          </span>{' '}
          <span className="med-hours__time">
            {t('hours.range', {
              from: clock.timeOfDay(sitting.from),
              to: clock.timeOfDay(sitting.to),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
