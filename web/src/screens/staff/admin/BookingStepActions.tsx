import {
  type Appointment,
  dayHasCome,
  hasStarted,
  type LabBooking,
  nextSteps,
  type SteppedKind,
  slotsOn,
} from '@town/core';
import type { BookingStep } from '@town/core/vocabulary';
import { useState } from 'react';
import { useRead } from '../../../backend/useRead';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNow } from '../../../shell/useNow';
import { useTown, useTownTimeZone } from '../../../state/AppState';
import { errorText } from '../../../ui/errorText';
import { SelectField } from '../../../ui/Field';
import { TwoStepAction } from '../../../ui/TwoStepAction';
import { useAction } from '../../../ui/useAction';

export type SteppedBooking = Appointment | LabBooking;

/**
 * The next steps staff may take a booking to, one button each: confirming with a time (the
 * booked one, or another the chamber or the lab gives), and cancelling only after "Yes". The
 * host checks each step again; a refusal is shown as it says.
 */
export function BookingStepActions({
  kind,
  booking,
  onMoved,
}: {
  kind: SteppedKind;
  booking: SteppedBooking;
  onMoved: (booking: SteppedBooking) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('moveBooking');
  const booked =
    kind === 'appointments' ? (booking as Appointment).slot : (booking as LabBooking).time;
  const [time, setTime] = useState(booked ?? '');
  const timeZone = useTownTimeZone();
  const now = useNow(60_000);
  // Steps whose time has not come are not offered (the host refuses them too): nobody is seen
  // or has a sample taken before their day, nor missed before their time.
  const steps = nextSteps(kind, booking.status, 'admin').filter((step) => {
    const when = { date: booking.date, time: booked };
    if (step === 'seen' || step === 'sampleCollected') return dayHasCome(when, now, timeZone);
    if (step === 'noShow') return hasStarted(when, now, timeZone);
    return true;
  });

  async function take(to: BookingStep) {
    const result = await action.run({
      kind,
      id: booking.id,
      to,
      ...(to === 'confirmed' && time ? { time } : {}),
    });
    if (result) onMoved(result.booking as SteppedBooking);
  }

  if (steps.length === 0) return null;
  return (
    <div className="staff-booking-steps">
      {steps.includes('confirmed') && (
        <ConfirmTime kind={kind} booking={booking} value={time} onChange={setTime} />
      )}
      <div className="button-row">
        {steps
          .filter((step) => step !== 'cancelled' && step !== 'requested')
          .map((step) => (
            <button
              key={step}
              type="button"
              className={step === 'noShow' ? 'button button--quiet' : 'button'}
              disabled={action.pending}
              onClick={() => void take(step)}
            >
              {action.pending
                ? tCommon('form.sending')
                : t(`bookings.to.${step as Exclude<BookingStep, 'cancelled' | 'requested'>}`)}
            </button>
          ))}
        {steps.includes('cancelled') && (
          <TwoStepAction
            labels={{
              start: t('bookings.to.cancelled'),
              confirm: t('bookings.cancelSure'),
              keep: t('bookings.keep'),
            }}
            pending={action.pending}
            onConfirm={() => take('cancelled')}
          />
        )}
      </div>
      {action.error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, action.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The time to confirm: the booked one first, then the doctor's other free slots that day, or
 * the lab's collection times (the town config's `lab.collection`).
 */
function ConfirmTime({
  kind,
  booking,
  value,
  onChange,
}: {
  kind: SteppedKind;
  booking: SteppedBooking;
  value: string;
  onChange: (time: string) => void;
}) {
  const { town } = useTown();
  if (kind === 'appointments') {
    return <DoctorTimes booking={booking as Appointment} value={value} onChange={onChange} />;
  }
  const collection = town?.lab?.collection;
  const times = collection ? slotsOn(collection, booking.date) : [];
  return <TimeChoice times={times} value={value} onChange={onChange} />;
}

function DoctorTimes({
  booking,
  value,
  onChange,
}: {
  booking: Appointment;
  value: string;
  onChange: (time: string) => void;
}) {
  const free = useRead('doctorSlots', { id: booking.doctorId, date: booking.date });
  return (
    <TimeChoice
      times={[booking.slot, ...(free.data?.slots ?? [])]}
      value={value}
      onChange={onChange}
    />
  );
}

function TimeChoice({
  times,
  value,
  onChange,
}: {
  times: readonly string[];
  value: string;
  onChange: (time: string) => void;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const shown = [...new Set([value, ...times].filter(Boolean))].sort();
  if (shown.length === 0) return null;
  return (
    <SelectField
      label={t('bookings.confirmTime')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {shown.map((time) => (
        <option key={time} value={time}>
          {format.timeOfDay(time)}
        </option>
      ))}
    </SelectField>
  );
}
