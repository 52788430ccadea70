import { townDate } from '@town/core/townClock';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTownTimeZone } from '../../../state/AppState';
import { DayPicker } from './DayPicker';
import { DayReportPanel } from './DayReportPanel';

/**
 * A day's report under a date field (today unless another day is picked), and what else the
 * screen shows of the same day: the admin's money at the door.
 */
export function ReportDay({
  read,
  children,
}: {
  read: 'dayReport' | 'vendorDayReport';
  children?: (day: string) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const timeZone = useTownTimeZone();
  const [day, setDay] = useState('');
  return (
    <>
      <DayPicker
        day={day}
        today={townDate(new Date(), timeZone)}
        onDay={setDay}
        label={t('report.day')}
      />
      <DayReportPanel read={read} day={day} />
      {children?.(day)}
    </>
  );
}
