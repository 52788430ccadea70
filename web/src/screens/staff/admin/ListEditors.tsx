import { useId, useMemo } from 'react';
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
  children: React.ReactNode;
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

/** Opening hours: a row per day and time range (a day may have two, e.g. morning and evening). */
export function HoursEditor({
  label,
  error,
  rows,
  onChange,
}: {
  label: string;
  error: string | undefined;
  rows: HoursRow[];
  onChange: (rows: HoursRow[]) => void;
}) {
  const { t } = useTranslation('staff');
  const days = useDayNames();
  const change = (index: number, patch: Partial<HoursRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Frame label={label} error={error}>
      {rows.length === 0 && <p className="muted">{t('catalog.noHours')}</p>}
      <ul className="staff-list-editor__rows">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
          <li key={index} className="staff-list-editor__row">
            <label>
              <span className="field__label">{t('catalog.day')}</span>
              <select
                className="field__input"
                value={row.day}
                onChange={(event) => change(index, { day: event.target.value })}
              >
                {days.map((name, day) => (
                  <option key={name} value={String(day)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="field__label">{t('catalog.opens')}</span>
              <input
                className="field__input"
                type="time"
                value={row.from}
                onChange={(event) => change(index, { from: event.target.value })}
              />
            </label>
            <label>
              <span className="field__label">{t('catalog.closes')}</span>
              <input
                className="field__input"
                type="time"
                value={row.to}
                onChange={(event) => change(index, { to: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              aria-label={t('catalog.removeHours', { day: days[Number(row.day)] ?? '' })}
            >
              {t('catalog.remove')}
            </button>
          </li>
        ))}
      </ul>
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
export function ImagesEditor({
  label,
  error,
  rows,
  onChange,
}: {
  label: string;
  error: string | undefined;
  rows: ImageRow[];
  onChange: (rows: ImageRow[]) => void;
}) {
  const { t } = useTranslation('staff');
  const change = (index: number, patch: Partial<ImageRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Frame label={label} error={error}>
      <p className="field__hint">{t('catalog.hints.image')}</p>
      <ul className="staff-list-editor__rows">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
          <li key={index} className="staff-list-editor__row staff-list-editor__row--wide">
            <label>
              <span className="field__label">{t('catalog.imageSrc', { number: index + 1 })}</span>
              <input
                className="field__input"
                value={row.src}
                onChange={(event) => change(index, { src: event.target.value })}
              />
            </label>
            <label>
              <span className="field__label">{t('catalog.caption')}</span>
              <input
                className="field__input"
                value={row.caption}
                maxLength={200}
                onChange={(event) => change(index, { caption: event.target.value })}
              />
            </label>
            <label>
              <span className="field__label">{t('catalog.captionBn')}</span>
              <input
                className="field__input"
                value={row.captionBn ?? ''}
                maxLength={200}
                onChange={(event) => change(index, { captionBn: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              aria-label={t('catalog.removeImage', { number: index + 1 })}
            >
              {t('catalog.remove')}
            </button>
          </li>
        ))}
      </ul>
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
