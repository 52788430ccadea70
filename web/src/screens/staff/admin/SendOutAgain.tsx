import { awaitsRetry, type StaffAccount, type StaffOrderView } from '@town/core';
import { type FormEvent, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';

/**
 * An order the courier brought back (decision 2020): why, the courier's note, and "Send out
 * again" with a courier (the same one or another). Cancelling it is the order's own Cancel.
 */
export function SendOutAgain({
  order,
  couriers,
  onSent,
}: {
  order: StaffOrderView;
  couriers: readonly StaffAccount[];
  onSent: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const action = useAction('sendOutAgain');
  const [choice, setChoice] = useState('');
  const attempt = 'failedAttempt' in order ? order.failedAttempt : undefined;
  if (!attempt || !awaitsRetry(order)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await action.run({ orderId: order.id, deliveryPersonId: choice });
    if (result?.order) onSent(result.order);
  }

  return (
    <section className="staff-brought-back" aria-label={t('sendOutAgain.title')}>
      <p className="staff-problem">
        {t('sendOutAgain.why', {
          reason: t(`couldNotDeliver.reasons.${attempt.reason}`),
          time: format.time(attempt.at),
        })}
        {attempt.note && ` “${attempt.note}”`}
      </p>
      <form className="form" onSubmit={submit}>
        <SelectField
          label={t('assign.label')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{t('sendOutAgain.choose')}</option>
          {couriers.map((courier) => (
            <option key={courier.id} value={courier.id}>
              {courier.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button" disabled={action.pending || !choice}>
          {action.pending ? tCommon('form.sending') : t('sendOutAgain.submit')}
        </button>
        {action.error && (
          <p className="staff-problem" role="alert">
            {moveErrorText(t, tCommon, action.error)}
          </p>
        )}
      </form>
    </section>
  );
}
