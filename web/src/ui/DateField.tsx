import { useId, useMemo, useState } from 'react';
import { useFormat } from '../i18n/format';
import { intlLocales } from '../i18n/languages';
import { useTranslation } from '../i18n/useTranslation';
import { composeDate, type DateParts as Parts, partsOf } from './calendarDate';

/**
 * A calendar date as day, month and year, in that order whatever the browser's language (a
 * native date input shows month/day/year on a phone set to US English). The value is
 * "YYYY-MM-DD", or "" until all three are chosen.
 */
export function DateField({
  label,
  value,
  onChange,
  fromYear,
  toYear,
  optional = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  fromYear: number;
  toYear: number;
  optional?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset, a default) replaces a half-chosen date.
  const shown = composeDate(parts) === value || value === '' ? parts : partsOf(value);
  if (value === '' && composeDate(parts) !== '') setParts({ day: '', month: '', year: '' });
  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(intlLocales[format.language], {
      month: 'short',
      timeZone: 'UTC',
    });
    return Array.from({ length: 12 }, (_, index) => name.format(Date.UTC(2000, index, 1)));
  }, [format.language]);
  const years = Array.from({ length: Math.max(0, toYear - fromYear) + 1 }, (_, i) => fromYear + i);

  const choose = (part: keyof Parts, next: string) => {
    const updated = { ...shown, [part]: next };
    setParts(updated);
    onChange(composeDate(updated));
  };
  const select = (part: keyof Parts, options: Array<[string, string]>) => (
    <label className="date-field__part">
      <span className="visually-hidden">{t(`dateField.${part}`)}</span>
      <select
        className="field__input"
        value={shown[part]}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => choose(part, event.target.value)}
      >
        <option value="">{t(`dateField.${part}`)}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className={error ? 'field field--invalid date-field' : 'field date-field'}>
      <legend className="field__label">
        {label}
        {optional && <span className="field__optional"> ({t('form.optional')})</span>}
      </legend>
      <div className="date-field__parts">
        {select(
          'day',
          Array.from({ length: 31 }, (_, i) => [
            String(i + 1).padStart(2, '0'),
            format.number(i + 1),
          ]),
        )}
        {select(
          'month',
          months.map((name, i) => [String(i + 1).padStart(2, '0'), name]),
        )}
        {select(
          'year',
          years.map((year) => [String(year), format.number(year).replace(/[,\u09f7]/g, '')]),
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
