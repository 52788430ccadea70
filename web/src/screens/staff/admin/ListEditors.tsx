import { type ReactNode, useId, useMemo } from 'react';
import { intlLocales, isAppLanguage } from '../../../i18n/languages';
import { useTranslation } from '../../../i18n/useTranslation';
import { type HoursRow, type ImageRow, sameHoursMondayToSaturday } from './catalogForm';

/** Sunday to Saturday in the chosen language (day 0 is Sunday, as in the schema). */
function useDayNames(): string[] {
  const { i18n } = useTranslation();
  const locale = intlLocales[isAppLanguage(i18n.language) ? i18n.language : 'en'];
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 4 January 1970 was a Sunday.
    return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(1970, 0, 4 + day)));
  }, [locale]);
}

function Frame({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={error ? 'staff-list-editor field--invalid' : 'staff-list-editor'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{label}</legend>
      {children}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A row's text or time input, labelled. */
function RowInput({
  label,
  value,
  onChange,
  type,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'time';
  maxLength?: number;
}) {
  return (
    <label>
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type={type}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The one row editor of every list: each row's fields, then a button that removes the row. */
function ListRows<R>({
  rows,
  onChange,
  wide = false,
  removeLabel,
  fields,
}: {
  rows: R[];
  onChange: (rows: R[]) => void;
  /** Rows whose fields take the whole width (long addresses). */
  wide?: boolean;
  /** The remove button's name for a screen reader ("Remove Monday's hours"). */
  removeLabel: (row: R, index: number) => string;
  /** The row's fields; `change` writes some of its values. */
  fields: (row: R, change: (patch: Partial<R>) => void, index: number) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const change = (index: number, patch: Partial<R>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <ul className="staff-list-editor__rows">
      {rows.map((row, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
          key={index}
          className={
            wide ? 'staff-list-editor__row staff-list-editor__row--wide' : 'staff-list-editor__row'
          }
        >
          {fields(row, (patch) => change(index, patch), index)}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
            aria-label={removeLabel(row, index)}
          >
            {t('catalog.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What each list editor takes: its label and message, its rows, and where changed rows go. */
interface ListEditorProps<R> {
  label: string;
  error: string | undefined;
  rows: R[];
  onChange: (rows: R[]) => void;
}

/** Opening hours: a row per day and time range (a day may have two, e.g. morning and evening). */
export function HoursEditor({ label, error, rows, onChange }: ListEditorProps<HoursRow>) {
  const { t } = useTranslation('staff');
  const days = useDayNames();
  return (
    <Frame label={label} error={error}>
      {rows.length === 0 && <p className="muted">{t('catalog.noHours')}</p>}
      <ListRows
        rows={rows}
        onChange={onChange}
        removeLabel={(row) => t('catalog.removeHours', { day: days[Number(row.day)] ?? '' })}
        fields={(row, change) => (
          <>
            <label>
              <span className="field__label">{t('catalog.day')}</span>
              <select
                className="field__input"
                value={row.day}
                onChange={(event) => change({ day: event.target.value })}
              >
                {days.map((name, day) => (
                  <option key={name} value={String(day)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <RowInput
              label={t('catalog.opens')}
              type="time"
              value={row.from}
              onChange={(from) => change({ from })}
            />
            <RowInput
              label={t('catalog.closes')}
              type="time"
              value={row.to}
              onChange={(to) => change({ to })}
            />
          </>
        )}
      />
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          const last = rows.at(-1);
          const day = last ? String((Number(last.day) + 1) % 7) : '1';
          onChange([...rows, { day, from: last?.from ?? '09:00', to: last?.to ?? '18:00' }]);
        }}
      >
        {t('catalog.addHours')}
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onChange(sameHoursMondayToSaturday(rows))}
      >
        {t('catalog.sameHoursWeek')}
      </button>
    </Frame>
  );
}

/** A gallery's pictures: an image address and a caption each. */
export function ImagesEditor({ label, error, rows, onChange }: ListEditorProps<ImageRow>) {
  const { t } = useTranslation('staff');
  return (
    <Frame label={label} error={error}>
      <p className="field__hint">{t('catalog.hints.image')}</p>
      <ListRows
        rows={rows}
        onChange={onChange}
        wide
        removeLabel={(_, index) => t('catalog.removeImage', { number: index + 1 })}
        fields={(row, change, index) => (
          <>
            <RowInput
              label={t('catalog.imageSrc', { number: index + 1 })}
              value={row.src}
              onChange={(src) => change({ src })}
            />
            <RowInput
              label={t('catalog.caption')}
              value={row.caption}
              maxLength={200}
              onChange={(caption) => change({ caption })}
            />
            <RowInput
              label={t('catalog.captionBn')}
              value={row.captionBn ?? ''}
              maxLength={200}
              onChange={(captionBn) => change({ captionBn })}
            />
          </>
        )}
      />
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onChange([...rows, { src: '', caption: '' }])}
      >
        {t('catalog.addImage')}
      </button>
    </Frame>
  );
}
