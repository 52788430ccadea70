import { useTranslation } from '../i18n/useTranslation';
import { TextField } from './Field';

export type PersonField = 'name' | 'phone';

/**
 * A person's name and mobile number with the common labels. Messages are looked up by the
 * backend's field path: `${prefix}.name` and `${prefix}.phone` ("customer.phone"), or "name" and
 * "phone" without a prefix.
 */
export function PersonFields({
  name,
  phone,
  onChange,
  error,
  prefix,
  nameLabel,
  named = false,
  nameMax = 80,
  phoneMax = 20,
  phoneAutoComplete = 'tel',
  phoneOptional = false,
}: {
  name: string;
  phone: string;
  onChange: (field: PersonField, value: string) => void;
  error: (path: string) => string | undefined;
  prefix?: string;
  /** Instead of "Name", e.g. "Patient's name". */
  nameLabel?: string;
  /** Gives the inputs the name attributes "name" and "phone". */
  named?: boolean;
  nameMax?: number;
  /** false: no length limit on the phone input. */
  phoneMax?: number | false;
  phoneAutoComplete?: 'tel' | 'tel-national';
  phoneOptional?: boolean;
}) {
  const { t } = useTranslation();
  const path = (field: PersonField) => (prefix ? `${prefix}.${field}` : field);
  return (
    <>
      <TextField
        label={nameLabel ?? t('form.name')}
        name={named ? 'name' : undefined}
        autoComplete="name"
        value={name}
        maxLength={nameMax}
        onChange={(event) => onChange('name', event.target.value)}
        error={error(path('name'))}
      />
      <TextField
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        name={named ? 'phone' : undefined}
        type="tel"
        inputMode="tel"
        autoComplete={phoneAutoComplete}
        optional={phoneOptional}
        value={phone}
        maxLength={phoneMax === false ? undefined : phoneMax}
        onChange={(event) => onChange('phone', event.target.value)}
        error={error(path('phone'))}
      />
    </>
  );
}
