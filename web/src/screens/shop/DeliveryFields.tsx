import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../ui/Field';
import {
  type DeliveryDraft,
  type DeliveryField,
  type DeliveryProblem,
  deliveryLimits,
  serverFieldOf,
} from './delivery';

/**
 * Name, phone and address of a delivery, shared by the cart checkout and the shopping-list
 * order. Shows the client's own checks first, then what the server said about a field.
 */
export function DeliveryFields({
  draft,
  onChange,
  problems,
  serverErrors,
}: {
  draft: DeliveryDraft;
  onChange: (field: DeliveryField, value: string) => void;
  problems: Partial<Record<DeliveryField, DeliveryProblem>>;
  serverErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const serverError = (field: DeliveryField) =>
    Object.entries(serverErrors).find(([path]) => serverFieldOf[path] === field)?.[1];
  const error = (field: DeliveryField, max?: number): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`form.${problem}`, { max });
    return serverError(field);
  };
  return (
    <>
      <TextField
        label={t('form.name')}
        name="name"
        autoComplete="name"
        value={draft.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={error('name', deliveryLimits.name)}
        maxLength={deliveryLimits.name}
      />
      <TextField
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={draft.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={error('phone')}
        maxLength={20}
      />
      <TextArea
        label={t('form.address')}
        hint={t('form.addressHint')}
        name="address"
        autoComplete="street-address"
        rows={2}
        value={draft.line}
        onChange={(event) => onChange('line', event.target.value)}
        error={error('line', deliveryLimits.line)}
        maxLength={deliveryLimits.line}
      />
      <div className="field-pair">
        <TextField
          label={t('form.landmark')}
          optional
          name="landmark"
          value={draft.landmark}
          onChange={(event) => onChange('landmark', event.target.value)}
          error={error('landmark', deliveryLimits.landmark)}
          maxLength={deliveryLimits.landmark}
        />
        <TextField
          label={t('form.pin')}
          optional
          name="pinCode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.pinCode}
          onChange={(event) => onChange('pinCode', event.target.value)}
          error={error('pinCode')}
          maxLength={7}
        />
      </div>
    </>
  );
}
