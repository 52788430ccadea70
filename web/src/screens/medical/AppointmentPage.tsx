import type { Doctor } from '@town/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { useTownTimeZone } from '../../state/AppState';
import { saveBookingLink } from '../../state/bookingLinks';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { useAction } from '../../ui/useAction';
import { PatientFields } from './ContactFields';
import { type ContactDraft, personOf } from './contact';
import { DoctorAvatar } from './DoctorCard';
import { doctorPath } from './doctors';
import { FormProblem } from './FormProblem';
import { ageErrors, ageValue, type FieldErrors, noteMax, personErrors } from './forms';
import { thankYouPath } from './thanks';
import { addDays, middayOf, townTimeNow, townToday, weekdayOf } from './time';
import { useContactForm } from './useContactForm';
import './medical.css';
import { useText } from '../../i18n/content';
import { useNow } from '../../shell/useNow';

/** How far ahead a visit can be booked from this screen. */
const daysAhead = 14;

const missing = new Set(['NOT_FOUND', 'INVALID_ARGUMENT']);

/** /medical/appointment?id=...: a date and a free slot with one doctor, then who is coming. */
export default function AppointmentPage() {
  const { t } = useTranslation(['medical', 'common']);
  const [params] = useSearchParams();
  // `?doctor=` is accepted too: it is what a link from elsewhere is likely to say.
  const id = (params.get('id') ?? params.get('doctor') ?? '').trim();
  return (
    <Page
      title={t('appointment.title')}
      lead={t('appointment.lead')}
      back="/medical/doctor"
      className="med"
    >
      {id ? <DoctorBooking id={id} /> : <DoctorPicker />}
    </Page>
  );
}

/** Without a doctor in the address: choose one first. */
function DoctorPicker({ unknown = false }: { unknown?: boolean }) {
  const { t } = useTranslation(['medical', 'common']);
  const navigate = useNavigate();
  const text = useText();
  const doctors = useRead('doctors');
  return (
    <>
      {unknown && (
        <EmptyState
          action={
            <Link to="/medical/doctor" className="button button--quiet">
              {t('specialty.seeAll')}
            </Link>
          }
        >
          {t('doctor.notFound')}
        </EmptyState>
      )}
      <section className="card med-form" aria-labelledby="med-pick-doctor">
        <h2 id="med-pick-doctor" className="section-title">
          {t('appointment.pickTitle')}
        </h2>
        {doctors.loading && <Loading />}
        {doctors.error && !doctors.data && (
          <Problem error={doctors.error} onRetry={doctors.reload} />
        )}
        {doctors.data && (
          <SelectField
            label={t('appointment.doctor')}
            value=""
            onChange={(event) =>
              event.target.value &&
              navigate(`/medical/appointment?id=${encodeURIComponent(event.target.value)}`)
            }
          >
            <option value="">{t('appointment.pickPlaceholder')}</option>
            {doctors.data.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                {t('appointment.doctorOption', {
                  name: doctor.name,
                  specialty: text(doctor, 'specialty'),
                })}
              </option>
            ))}
          </SelectField>
        )}
      </section>
    </>
  );
}

function DoctorBooking({ id }: { id: string }) {
  const { data, error, loading, reload } = useRead('doctor', { id });
  // Another doctor (a new ?id=) starts a fresh form from that doctor's first chamber day.
  if (data) return <BookingForm key={data.id} doctor={data} />;
  if (error && missing.has(error.status)) return <DoctorPicker unknown />;
  if (loading || !error) return <Loading />;
  return <Problem error={error} onRetry={reload} />;
}

function DoctorSummary({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation(['medical', 'common']);
  const text = useText();
  const format = useFormat();
  return (
    <div className="card med-summary-doctor">
      <DoctorAvatar doctor={doctor} />
      <div>
        <p className="med-summary-doctor__name">
          <Link to={doctorPath(doctor.id)}>{doctor.name}</Link>
        </p>
        <p className="med-summary-doctor__meta">
          {text(doctor, 'specialty')} · {text(doctor.chamber, 'name')}
        </p>
        <p className="med-summary-doctor__meta">
          {t('doctor.feeValue', { fee: format.price(doctor.feePaise) })}
        </p>
      </div>
    </div>
  );
}

/** The next days on which the doctor sits in the chamber. */
export function chamberDays(doctor: Doctor, today: string): string[] {
  const weekdays = new Set(doctor.hours.map((h) => h.day));
  const days: string[] = [];
  for (let offset = 0; offset < daysAhead; offset++) {
    const date = addDays(today, offset);
    if (weekdays.has(weekdayOf(date))) days.push(date);
  }
  return days;
}

const shownPaths = ['patient.name', 'patient.phone', 'patient.age', 'note', 'date', 'slot'];

/** The visit: a chamber day and a slot, then the patient (remembered) and a note. */
interface VisitValues extends ContactDraft {
  date: string;
  slot: string;
  age: string;
  note: string;
}

function BookingForm({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const timeZone = useTownTimeZone();
  const now = useNow(60_000);
  const today = townToday(timeZone, now);
  const days = useMemo(() => chamberDays(doctor, today), [doctor, today]);
  const [taken, setTaken] = useState(false);
  const [takenCount, setTakenCount] = useState(0);
  const action = useAction('bookAppointment');
  const visit = { date: days[0] ?? '', slot: '', age: '', note: '' };

  function check(values: VisitValues): FieldErrors {
    const found: FieldErrors = {
      ...personErrors(t, 'patient', values),
      ...ageErrors(t, 'patient.age', values.age),
    };
    if (!values.date) found.date = t('appointment.dateMissing');
    if (!values.slot) found.slot = t('appointment.slotMissing');
    if (values.note.trim().length > noteMax)
      found.note = t('common:form.tooLong', { max: noteMax });
    return found;
  }

  const form = useContactForm<VisitValues>(visit, {
    check,
    action,
    async send(values) {
      setTaken(false);
      const years = ageValue(values.age);
      const note = values.note.trim();
      const result = await action.run({
        doctorId: doctor.id,
        date: values.date,
        slot: values.slot,
        patient: {
          ...personOf(values),
          ...(years === undefined ? {} : { age: years }),
        },
        ...(note ? { note } : {}),
      });
      if (result) {
        saveBookingLink({
          kind: 'appointment',
          code: result.code,
          secret: result.secret,
          placedAt: new Date().toISOString(),
          title: doctor.name,
          date: result.date,
          slot: result.slot,
        });
        navigate(thankYouPath('appointment', result.code), {
          state: { doctor: doctor.name, date: result.date, slot: result.slot },
        });
      }
    },
  });
  const { values, set, setValues, error, change } = form;
  const { date, slot } = values;

  const chooseDate = (next: string) => {
    setValues((current) => ({ ...current, date: next, slot: '' }));
    setTaken(false);
  };

  // A slot someone else just booked: say so, and show the slots that are still free.
  const failure = action.error;
  useEffect(() => {
    if (failure?.status === 'ALREADY_EXISTS') {
      setTaken(true);
      set('slot', '');
      setTakenCount((count) => count + 1);
    }
  }, [failure, set]);

  return (
    <form
      className="med-booking"
      noValidate
      onSubmit={(event) => {
        setTaken(false);
        return form.onSubmit(event);
      }}
    >
      <DoctorSummary doctor={doctor} />
      <fieldset
        className="med-fieldset"
        aria-describedby={error('date') ? 'med-date-error' : undefined}
      >
        <legend className="section-title">{t('appointment.dayLegend')}</legend>
        {days.length === 0 ? (
          <p className="empty-state">{t('appointment.noDays')}</p>
        ) : (
          <div className="med-options med-options--days">
            {days.map((day) => (
              <label key={day} className="med-option">
                <input
                  type="radio"
                  name="date"
                  value={day}
                  checked={date === day}
                  onChange={() => chooseDate(day)}
                  aria-invalid={error('date') ? true : undefined}
                />
                <span className="med-option__main">
                  {day === today ? t('appointment.today') : format.shortDate(middayOf(day))}
                </span>
                {day === today && (
                  <span className="med-option__sub">{format.shortDate(middayOf(day))}</span>
                )}
              </label>
            ))}
          </div>
        )}
        {error('date') && (
          <p id="med-date-error" className="field__error" role="alert">
            {error('date')}
          </p>
        )}
      </fieldset>
      {date && (
        <Slots
          doctorId={doctor.id}
          date={date}
          after={date === today ? townTimeNow(timeZone, now) : undefined}
          slot={slot}
          onSlot={(next) => {
            set('slot', next);
            setTaken(false);
          }}
          taken={taken}
          error={error('slot')}
          refreshKey={takenCount}
        />
      )}
      <fieldset className="med-fieldset form">
        <legend className="section-title">{t('appointment.patientLegend')}</legend>
        <PatientFields
          contact={values}
          onChange={change}
          error={error}
          age={values.age}
          onAge={(age) => set('age', age)}
        />
        <TextField
          label={t('appointment.note')}
          hint={t('appointment.noteHint')}
          optional
          value={values.note}
          maxLength={noteMax}
          onChange={(event) => set('note', event.target.value)}
          error={error('note')}
        />
      </fieldset>
      {!taken && (
        <FormProblem
          error={action.error}
          fieldErrors={action.fieldErrors}
          shownPaths={shownPaths}
        />
      )}
      <p className="muted">{t('appointment.payAtChamber')}</p>
      <div className="button-row">
        <button type="submit" className="button" disabled={form.submitting || days.length === 0}>
          {action.pending ? t('common:form.sending') : t('appointment.submit')}
        </button>
      </div>
    </form>
  );
}

export function Slots({
  doctorId,
  date,
  after,
  slot,
  onSlot,
  taken,
  error,
  refreshKey,
}: {
  doctorId: string;
  date: string;
  /** Today: only slots after this time of day. */
  after: string | undefined;
  slot: string;
  onSlot: (slot: string) => void;
  taken: boolean;
  error: string | undefined;
  refreshKey: number;
}) {
  const { t } = useTranslation(['medical', 'common']);
  const clock = useClockFormat().timeOfDay;
  const slots = useRead('doctorSlots', { id: doctorId, date });
  const { reload } = slots;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a taken slot asks for the free slots again.
  useEffect(() => {
    if (refreshKey > 0) reload();
  }, [refreshKey]);
  const free = (slots.data?.slots ?? []).filter((time) => !after || time > after);
  return (
    <fieldset className="med-fieldset" aria-describedby={error ? 'med-slot-error' : undefined}>
      <legend className="section-title">{t('appointment.slotLegend')}</legend>
      {taken && (
        <p className="problem" role="alert">
          {t('appointment.taken')}
        </p>
      )}
      {slots.loading && <Loading />}
      {slots.error && !slots.data && <Problem error={slots.error} onRetry={slots.reload} />}
      {slots.data && free.length === 0 && <p className="empty-state">{t('appointment.noSlots')}</p>}
      {free.length > 0 && (
        <div className="med-options med-options--slots">
          {free.map((time) => (
            <label key={time} className="med-option">
              <input
                type="radio"
                name="slot"
                value={time}
                checked={slot === time}
                onChange={() => onSlot(time)}
                aria-invalid={error ? true : undefined}
              />
              <span className="med-option__main">{clock(time)}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="med-slot-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
