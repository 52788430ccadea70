import type { BookingStepView, PrivateBookingView } from '@town/core';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { middayOf } from './time';

/** The path each kind of booking takes when all goes well, after it is booked. */
const paths = {
  appointment: ['confirmed', 'seen'],
  labTest: ['confirmed', 'sampleCollected', 'reportReady'],
} as const;

/**
 * The steps a booking took, each with when it happened, then (greyed) the ones still to come:
 * what the patient is told is what staff recorded, nothing more.
 */
export function BookingSteps({ booking }: { booking: PrivateBookingView }) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const clock = useClockFormat();
  if (booking.kind === 'assistance' || booking.steps.length === 0) return null;
  const when = (step: BookingStepView) =>
    step.date
      ? [format.shortDate(middayOf(step.date)), step.time && clock.timeOfDay(step.time)]
          .filter(Boolean)
          .join(', ')
      : '';
  const label = (step: BookingStepView, index: number) => {
    switch (step.status) {
      case 'requested':
        return t(index === 0 ? 'booking.step.booked' : 'booking.step.moved', { when: when(step) });
      case 'confirmed':
        return t('booking.step.confirmed', { when: when(step) });
      case 'cancelled':
        return t(step.byPatient ? 'booking.step.cancelledByYou' : 'booking.step.cancelledByStaff');
      case 'seen':
      case 'sampleCollected':
      case 'reportReady':
      case 'noShow':
        return t(`booking.step.${step.status}`);
    }
  };
  const taken = new Set(booking.steps.map((step) => step.status));
  const ended = ['seen', 'reportReady', 'cancelled', 'noShow'].includes(booking.status);
  const toCome = ended ? [] : paths[booking.kind].filter((status) => !taken.has(status));
  return (
    <section className="med-steps-done" aria-labelledby={`steps-${booking.code}`}>
      <h3 id={`steps-${booking.code}`} className="med-booking-card__sub">
        {t('booking.stepsTitle')}
      </h3>
      <ol className="med-timeline">
        {booking.steps.map((step, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are only ever appended.
            key={index}
            className="med-timeline__step med-timeline__step--done"
          >
            <span className="med-timeline__label">{label(step, index)}</span>
            {step.at && <span className="med-timeline__at">{format.dateTime(step.at)}</span>}
          </li>
        ))}
        {toCome.map((status) => (
          <li key={status} className="med-timeline__step med-timeline__step--next">
            <span className="med-timeline__label">{t(`booking.status.${status}`)}</span>
            <span className="visually-hidden">{t('booking.stepsNext')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
