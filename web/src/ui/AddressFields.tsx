import { textLimits } from '@town/core/vocabulary';
import { useTranslation } from '../i18n/useTranslation';
import { TextArea, TextField } from './Field';

export type AddressField = 'line' | 'landmark' | 'pinCode';

/**
 * An address line, an optional landmark and, when `pinCode` is given, an optional PIN code beside
 * the landmark. Messages are looked up by path: `${prefix}.line` ("address.line") or "line".
 */
export function AddressFields({
  line,
  landmark,
  pinCode,
  onChange,
  error,
  prefix,
  lineLabel,
  lineMax = textLimits.addressLine,
  rows,
  named = false,
}: {
  line: string;
  landmark: string;
  pinCode?: string;
  onChange: (field: AddressField, value: string) => void;
  error: (path: string) => string | undefined;
  prefix?: string;
  /** Instead of "Address", e.g. "Where should the team come?". */
  lineLabel?: string;
  lineMax?: number;
  rows?: number;
  /** Gives the inputs the name attributes "address", "landmark" and "pinCode". */
  named?: boolean;
}) {
  const { t } = useTranslation();
  const path = (field: AddressField) => (prefix ? `${prefix}.${field}` : field);
  const landmarkField = (
    <TextField
      label={t('form.landmark')}
      optional
      name={named ? 'landmark' : undefined}
      value={landmark}
      maxLength={120}
      onChange={(event) => onChange('landmark', event.target.value)}
      error={error(path('landmark'))}
    />
  );
  return (
    <>
      <TextArea
        label={lineLabel ?? t('form.address')}
        hint={t('form.addressHint')}
        name={named ? 'address' : undefined}
        autoComplete="street-address"
        rows={rows}
        value={line}
        maxLength={lineMax}
        onChange={(event) => onChange('line', event.target.value)}
        error={error(path('line'))}
      />
      {pinCode === undefined ? (
        landmarkField
      ) : (
        <div className="field-pair">
          {landmarkField}
          <TextField
            label={t('form.pin')}
            optional
            name={named ? 'pinCode' : undefined}
            inputMode="numeric"
            autoComplete="postal-code"
            value={pinCode}
            maxLength={7}
            onChange={(event) => onChange('pinCode', event.target.value)}
            error={error(path('pinCode'))}
          />
        </div>
      )}
    </>
  );
}
