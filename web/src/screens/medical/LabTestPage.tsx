import { type LabTest, slotsOn, type TownConfig } from '@town/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useTown, useTownTimeZone } from '../../state/AppState';
import { saveBookingLink } from '../../state/bookingLinks';
import { AddressFields } from '../../ui/AddressFields';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { StatusPill } from '../../ui/StatusPill';
import { useAction } from '../../ui/useAction';
import { Place } from './BookingCard';
import { labTestTitles } from './bookingLinkSave';
import { PatientFields } from './ContactFields';
import { addressOf, type ContactDraft, personOf } from './contact';
import { FormProblem } from './FormProblem';
import { addressErrors, ageErrors, ageValue, type FieldErrors, personErrors } from './forms';
import { thankYouPath } from './thanks';
import { addDays, townTimeNow, townToday } from './time';
import { useContactForm } from './useContactForm';
import './medical.css';
import { useText } from '../../i18n/content';
import { useNow } from '../../shell/useNow';

/** /medical/labTest: the tests on offer; choose one or more and book a day. */
export default function LabTestPage() {
  const { t } = useTranslation(['medical', 'common']);
  const tests = useRead('labTests');
  const { town } = useTown();
  return (
    <Page title={t('lab.title')} lead={t('lab.lead')} back="/medical" className="med">
      {town?.lab && (
        <section className="card med-lab-place" aria-label={t('booking.labTitle')}>
          <Place place={town.lab} />
        </section>
      )}
      <ReadView state={tests} empty={t('lab.empty')}>
        {(list) => <LabBooking tests={list} />}
      </ReadView>
    </Page>
  );
}

function LabTestCard({
  test,
  chosen,
  onToggle,
}: {
  test: LabTest;
  chosen: boolean;
  onToggle: (chosen: boolean) => void;
}) {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const text = useText();
  return (
    <article
      className={chosen ? 'card med-lab med-lab--chosen' : 'card med-lab'}
      aria-labelledby={`lab-${test.id}`}
    >
      <div className="med-product__head">
        <h3 id={`lab-${test.id}`} className="med-product__name">
          {text(test, 'name')}
        </h3>
        <p className="med-product__price">{format.price(test.pricePaise)}</p>
      </div>
      <p className="med-product__text">{text(test, 'description')}</p>
      <ul className="med-badges">
        {test.sampleType && (
          <StatusPill as="li" tone="slate" small>
            {t('lab.sample', { sample: text(test, 'sampleType') })}
          </StatusPill>
        )}
        <StatusPill as="li" tone="slate" small>
          {t('lab.report', { count: test.reportHours, n: format.number(test.reportHours) })}
        </StatusPill>
        <StatusPill as="li" tone={test.homeCollection ? 'green' : 'slate'} small>
          {test.homeCollection ? t('lab.homeYes') : t('lab.homeNo')}
        </StatusPill>
      </ul>
      {test.preparation && (
        <p className="med-lab__prep">
          <strong>{t('lab.preparation')}</strong> {text(test, 'preparation')}
        </p>
      )}
      <label className="med-check med-lab__choose">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span className="med-check__label">{t('lab.choose', { name: text(test, 'name') })}</span>
      </label>
    </article>
  );
}

const shownPaths = [
  'testIds',
  'patient.name',
  'patient.phone',
  'patient.age',
  'date',
  'time',
  'address',
  'address.line',
  'address.landmark',
];

/** How far ahead the date field offers days when the town is not loaded yet (the host decides). */
const defaultDaysAhead = 30;

/**
 * The booking: the tests chosen above, a day and a collection time, home collection, and the
 * patient (remembered).
 */
interface LabValues extends ContactDraft {
  testIds: string[];
  age: string;
  date: string;
  time: string;
  home: boolean;
}

type Collection = NonNullable<NonNullable<TownConfig['lab']>['collection']>;

/**
 * The lab's collection times on a day (the town config's `lab.collection`), today's only while
 * still ahead; null when the lab lists none (it calls with a time).
 */
function timesOn(
  collection: Collection | undefined,
  date: string,
  today: string,
  now: string,
): string[] | null {
  if (!collection) return null;
  if (!date) return [];
  const times = slotsOn(collection, date);
  return date === today ? times.filter((time) => time > now) : times;
}

function LabBooking({ tests }: { tests: readonly LabTest[] }) {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const text = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clock = useClockFormat();
  const timeZone = useTownTimeZone();
  const nowDate = useNow(60_000);
  const today = townToday(timeZone, nowDate);
  const now = townTimeNow(timeZone, nowDate);
  const { town } = useTown();
  const collection = town?.lab?.collection;
  const daysAhead = town?.requestLimits?.bookingDaysAhead ?? defaultDaysAhead;
  const action = useAction('bookLabTest');
  const wanted = params.get('test');
  // Today while the lab still collects today, else the next day it does.
  const firstDay =
    [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => addDays(today, offset))
      .find((day) => timesOn(collection, day, today, now)?.length !== 0) ?? today;
  const booking = {
    testIds: wanted && tests.some((test) => test.id === wanted) ? [wanted] : [],
    age: '',
    date: firstDay,
    time: '',
    home: false,
  };

  /** The chosen tests, and whether they can be collected at home. */
  function choiceOf(values: LabValues) {
    const chosen = tests.filter((test) => values.testIds.includes(test.id));
    const atLabOnly = chosen.filter((test) => !test.homeCollection);
    const homePossible = chosen.length > 0 && atLabOnly.length === 0;
    return { chosen, atLabOnly, homePossible, wantsHome: values.home && homePossible };
  }

  function check(values: LabValues): FieldErrors {
    const { chosen, wantsHome } = choiceOf(values);
    const found: FieldErrors = {
      ...personErrors(t, 'patient', values),
      ...ageErrors(t, 'patient.age', values.age),
      ...(wantsHome ? addressErrors(t, values.line, values.landmark) : {}),
    };
    if (chosen.length === 0) found.testIds = t('lab.noneChosen');
    const times = timesOn(collection, values.date, today, now);
    if (!values.date || values.date < today) found.date = t('lab.dateInvalid');
    else if (times?.length === 0) found.date = t('lab.noTimes');
    else if (times && !times.includes(values.time)) found.time = t('lab.timeMissing');
    return found;
  }

  const form = useContactForm<LabValues>(booking, {
    check,
    action,
    async send(values) {
      const { chosen, wantsHome } = choiceOf(values);
      const years = ageValue(values.age);
      const { date } = values;
      const time = collection ? values.time : '';
      const result = await action.run({
        testIds: chosen.map((test) => test.id),
        patient: {
          ...personOf(values),
          ...(years === undefined ? {} : { age: years }),
        },
        date,
        ...(time ? { time } : {}),
        homeCollection: wantsHome,
        ...(wantsHome ? { address: addressOf(values) } : {}),
      });
      if (result) {
        saveBookingLink({
          kind: 'labTest',
          code: result.code,
          secret: result.secret,
          placedAt: new Date().toISOString(),
          ...labTestTitles(chosen),
          date,
          ...(time ? { slot: time } : {}),
        });
        navigate(thankYouPath('labTest', result.code), {
          state: { date, ...(time ? { slot: time } : {}), totalPaise: result.totalPaise },
        });
      }
    },
  });
  const { values, set, setValues, error, change } = form;
  const times = timesOn(collection, values.date, today, now);
  const chosenIds = values.testIds;
  const { chosen, atLabOnly, homePossible, wantsHome } = choiceOf(values);
  const total = chosen.reduce((sum, test) => sum + test.pricePaise, 0);

  const toggle = (id: string, on: boolean) =>
    form.setValues((current) => ({
      ...current,
      testIds: on ? [...current.testIds, id] : current.testIds.filter((other) => other !== id),
    }));

  return (
    <>
      <section aria-labelledby="med-lab-list">
        <h2 id="med-lab-list" className="section-title">
          {t('lab.listTitle')}
        </h2>
        <ul className="card-list card-list--grid">
          {tests.map((test) => (
            <li key={test.id}>
              <LabTestCard
                test={test}
                chosen={chosenIds.includes(test.id)}
                onToggle={(on) => toggle(test.id, on)}
              />
            </li>
          ))}
        </ul>
      </section>
      {chosen.length > 0 && (
        <section className="med-basket" aria-label={t('lab.chosenRegion')}>
          <p className="med-basket__text">
            <strong>
              {t('lab.chosenCount', { count: chosen.length, n: format.number(chosen.length) })}
            </strong>
            <span>{format.price(total)}</span>
          </p>
          <a href="#med-lab-book" className="button med-basket__go">
            {t('lab.continue')}
          </a>
        </section>
      )}
      <form
        id="med-lab-book"
        className="form card med-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-labelledby="med-lab-book-title"
      >
        <h2 id="med-lab-book-title" className="section-title">
          {t('lab.bookTitle')}
        </h2>
        <div className="med-chosen" aria-live="polite">
          {chosen.length === 0 ? (
            <p
              className={error('testIds') ? 'field__error' : 'muted'}
              role={error('testIds') ? 'alert' : undefined}
            >
              {error('testIds') ?? t('lab.chooseAbove')}
            </p>
          ) : (
            <>
              <ul className="med-lines">
                {chosen.map((test) => (
                  <li key={test.id} className="med-lines__row">
                    <span>{text(test, 'name')}</span>
                    <span>{format.price(test.pricePaise)}</span>
                  </li>
                ))}
              </ul>
              <p className="med-lines__total">
                <span>{t('lab.total')}</span>
                <strong>{format.price(total)}</strong>
              </p>
            </>
          )}
        </div>
        {/* The phone's own date picker: one field, in the phone's language and order. */}
        <TextField
          type="date"
          name="date"
          label={t('lab.date')}
          value={values.date}
          min={today}
          max={addDays(today, daysAhead)}
          onChange={(event) => {
            const date = event.target.value;
            setValues((current) => ({ ...current, date, time: '' }));
          }}
          error={error('date')}
        />
        {times && times.length > 0 && (
          <fieldset
            className="med-fieldset"
            aria-describedby={error('time') ? 'med-lab-time-error' : undefined}
          >
            <legend className="field__label">{t('lab.time')}</legend>
            <div className="med-options med-options--slots">
              {times.map((time) => (
                <label key={time} className="med-option">
                  <input
                    type="radio"
                    name="time"
                    value={time}
                    checked={values.time === time}
                    onChange={() => set('time', time)}
                    aria-invalid={error('time') ? true : undefined}
                  />
                  <span className="med-option__main">{clock.timeOfDay(time)}</span>
                </label>
              ))}
            </div>
            {error('time') && (
              <p id="med-lab-time-error" className="field__error" role="alert">
                {error('time')}
              </p>
            )}
          </fieldset>
        )}
        <label className={homePossible ? 'med-check' : 'med-check med-check--disabled'}>
          <input
            type="checkbox"
            checked={wantsHome}
            disabled={!homePossible}
            onChange={(event) => set('home', event.target.checked)}
          />
          <span>
            <span className="med-check__label">{t('lab.home')}</span>
            <span className="med-check__hint">
              {atLabOnly.length > 0
                ? t('lab.homeNotFor', {
                    names: atLabOnly.map((test) => text(test, 'name')).join(', '),
                  })
                : t('lab.homeHint')}
            </span>
          </span>
        </label>
        {wantsHome && (
          <AddressFields
            line={values.line}
            landmark={values.landmark}
            onChange={change}
            error={(path) =>
              path === 'address.line' ? (error(path) ?? error('address')) : error(path)
            }
            prefix="address"
            lineLabel={t('lab.address')}
          />
        )}
        <PatientFields
          contact={values}
          onChange={change}
          error={error}
          age={values.age}
          onAge={(age) => set('age', age)}
        />
        <FormProblem
          error={action.error}
          fieldErrors={action.fieldErrors}
          shownPaths={shownPaths}
        />
        <p className="muted">{t('lab.payNote')}</p>
        <div className="button-row">
          <button type="submit" className="button" disabled={form.submitting}>
            {action.pending ? t('common:form.sending') : t('lab.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
