import type { Shop } from '@town/core';
import { addDays } from '@town/core/shopDays';
import { townNow } from '@town/core/townClock';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNow } from '../../../shell/useNow';
import { useTownTimeZone } from '../../../state/AppState';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { useShopDay } from '../../shop';
import { serverProblem } from '../formErrors';

type Status = 'open' | 'closedToday' | 'holiday';
type Hours = Shop['hours'];

/** Monday first, as a shop's week is read; values are Date.getDay()'s (0 = Sunday). */
const week = [1, 2, 3, 4, 5, 6, 0] as const;
/** Two spans a day cover a shop that closes for lunch; the server takes 14 at most. */
const spansPerDay = 2;

/**
 * The vendor's own shop's days: open, closed for the rest of today, or on holiday until a date,
 * and its weekly opening hours. Public pages and orders follow each save at once.
 */
export function VendorShopDays({ shop, onSaved }: { shop: Shop; onSaved: (shop: Shop) => void }) {
  return (
    <>
      <ShopStatus shop={shop} onSaved={onSaved} />
      {/* Kept across its own saves: remounting it there dropped its "Saved" note, and a save
          answered late wiped what the vendor had typed since. */}
      <ShopHours key={shop.id} shop={shop} onSaved={onSaved} />
    </>
  );
}

function currentStatus(shop: Shop, today: string): Status {
  if (!shop.closure || shop.closure.reopensOn <= today) return 'open';
  return shop.closure.kind === 'today' ? 'closedToday' : 'holiday';
}

function ShopStatus({ shop, onSaved }: { shop: Shop; onSaved: (shop: Shop) => void }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const today = townNow(useNow(60_000), useTownTimeZone()).date;
  const day = useShopDay(shop);
  const action = useAction('setShopOpening');
  const headingId = useId();
  const now = currentStatus(shop, today);
  const [status, setStatus] = useState<Status>(now);
  const [reopensOn, setReopensOn] = useState(
    shop.closure?.kind === 'holiday' ? shop.closure.reopensOn : addDays(today, 2),
  );
  const [dateError, setDateError] = useState<string>();
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const badDate = status === 'holiday' && !(reopensOn > today);
    setDateError(badDate ? t('shopDays.dateAfterToday') : undefined);
    if (badDate) return;
    const result = await action.run({
      shopId: shop.id,
      status,
      ...(status === 'holiday' ? { reopensOn } : {}),
    });
    if (result) {
      onSaved(result.shop);
      setSaved(true);
    }
  }

  const problem = serverProblem(tCommon, action.error, action.fieldErrors, ['reopensOn']);
  const choices: Status[] = ['open', 'closedToday', 'holiday'];
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {t('shopDays.statusTitle')}
        </h2>
      </div>
      <form className="card form shop-days" onSubmit={save} noValidate>
        <p
          className={
            day.state.open
              ? 'shop-days__now shop-days__now--open'
              : day.takesOrders
                ? 'shop-days__now'
                : 'shop-days__now shop-days__now--shut'
          }
        >
          {t('shopDays.now', { state: day.label })}
        </p>
        <fieldset className="shop-days__choices">
          <legend className="field__label">{t('shopDays.choose')}</legend>
          {choices.map((choice) => (
            <label key={choice} className="staff-check">
              <input
                type="radio"
                name="shop-status"
                value={choice}
                checked={status === choice}
                onChange={() => {
                  setStatus(choice);
                  setSaved(false);
                }}
              />
              <span>{t(`shopDays.status.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        {status === 'holiday' && (
          <TextField
            label={t('shopDays.reopensOn')}
            hint={t('shopDays.reopensOnHint')}
            type="date"
            min={addDays(today, 1)}
            value={reopensOn}
            onChange={(event) => setReopensOn(event.target.value)}
            error={dateError ?? action.fieldErrors.reopensOn}
          />
        )}
        {problem && (
          <p className="staff-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.pending}>
            {action.pending ? tCommon('form.sending') : t('shopDays.saveStatus')}
          </button>
          {saved && (
            <span className="staff-saved-note" role="status">
              {t('vendor.saved')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

interface Span {
  /** Keeps a row's inputs with it when a row above is removed. */
  key: number;
  from: string;
  to: string;
}

let spanKeys = 0;
const newSpan = (from: string, to: string): Span => ({ key: ++spanKeys, from, to });

const spansOf = (hours: Hours, day: number): Span[] =>
  hours
    .filter((h) => h.day === day)
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .map(({ from, to }) => newSpan(from, to));

function ShopHours({ shop, onSaved }: { shop: Shop; onSaved: (shop: Shop) => void }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('setShopOpening');
  const headingId = useId();
  const [days, setDays] = useState(
    () => new Map<number, Span[]>(week.map((d) => [d, spansOf(shop.hours, d)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const change = (day: number, spans: Span[]) => {
    setSaved(false);
    setDays((current) => new Map(current).set(day, spans));
  };

  /** Each day's spans in order, each closing after it opens and before the next opens. */
  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const [day, spans] of days) {
      spans.forEach((span, i) => {
        const previous = spans[i - 1];
        if (!span.from || !span.to || span.from >= span.to) {
          found[`${day}.${i}`] = t('shopDays.closesAfterOpening');
        } else if (previous && span.from < previous.to) {
          found[`${day}.${i}`] = t('shopDays.overlap');
        }
      });
    }
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const hours = week.flatMap((day) =>
      (days.get(day) ?? []).map(({ from, to }) => ({ day, from, to })),
    );
    const result = await action.run({ shopId: shop.id, hours });
    if (result) {
      onSaved(result.shop);
      setSaved(true);
    }
  }

  const problem = serverProblem(tCommon, action.error, action.fieldErrors, []);
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {t('shopDays.hoursTitle')}
        </h2>
      </div>
      <form className="card form shop-hours" onSubmit={save} noValidate>
        <p className="muted">{t('shopDays.hoursLead')}</p>
        {week.map((day) => (
          <DayRow
            key={day}
            day={day}
            spans={days.get(day) ?? []}
            errors={errors}
            onChange={(spans) => change(day, spans)}
          />
        ))}
        {problem && (
          <p className="staff-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={action.pending}>
            {action.pending ? tCommon('form.sending') : t('shopDays.saveHours')}
          </button>
          {saved && (
            <span className="staff-saved-note" role="status">
              {t('vendor.saved')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

function DayRow({
  day,
  spans,
  errors,
  onChange,
}: {
  day: number;
  spans: Span[];
  errors: Record<string, string>;
  onChange: (spans: Span[]) => void;
}) {
  const { t } = useTranslation('staff');
  const name = t(`shopDays.days.${day}` as 'shopDays.days.0');
  const headingId = useId();
  const set = (i: number, field: keyof Span, value: string) =>
    onChange(spans.map((span, j) => (j === i ? { ...span, [field]: value } : span)));
  return (
    <fieldset className="shop-hours__day" aria-labelledby={headingId}>
      <legend id={headingId} className="shop-hours__name">
        {name}
      </legend>
      {spans.length === 0 && (
        <p className="muted shop-hours__closed">{t('shopDays.closedAllDay')}</p>
      )}
      {spans.map((span, i) => (
        <div key={span.key} className="shop-hours__span">
          <TextField
            label={t('shopDays.from')}
            type="time"
            value={span.from}
            onChange={(event) => set(i, 'from', event.target.value)}
          />
          <TextField
            label={t('shopDays.to')}
            type="time"
            value={span.to}
            onChange={(event) => set(i, 'to', event.target.value)}
            error={errors[`${day}.${i}`]}
          />
          <button
            type="button"
            className="button button--quiet button--small"
            aria-label={t('shopDays.removeSpanNamed', { day: name })}
            onClick={() => onChange(spans.filter((_, j) => j !== i))}
          >
            {t('shopDays.removeSpan')}
          </button>
        </div>
      ))}
      {spans.length < spansPerDay && (
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={t('shopDays.addSpanNamed', { day: name })}
          onClick={() => {
            const last = spans[spans.length - 1];
            onChange([...spans, last ? newSpan(last.to, '21:00') : newSpan('09:00', '18:00')]);
          }}
        >
          {t('shopDays.addSpan')}
        </button>
      )}
    </fieldset>
  );
}
