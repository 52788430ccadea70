import type { StaffAccount, StaffOrderView } from '@town/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { SelectField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';

/** Until an order leaves the shop, the admin may give it to a delivery person or take it back. */
const assignable = new Set<string>(['placed', 'accepted', 'ready']);

/**
 * Who has the order once it left the shop: on its way with them until it is delivered (not
 * "delivered by", which it is not yet), and only named on a cancelled one.
 */
const courierLineKey = (status: string) =>
  status === 'outForDelivery'
    ? 'assign.onItsWay'
    : status === 'delivered'
      ? 'assign.by'
      : 'assign.was';

export function AssignCourier({
  order,
  couriers,
  onAssigned,
}: {
  order: StaffOrderView;
  couriers: readonly StaffAccount[];
  onAssigned: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('assignOrder');
  const [choice, setChoice] = useState(order.deliveryPersonId ?? '');
  const current = couriers.find((courier) => courier.id === order.deliveryPersonId);

  if (!assignable.has(order.status)) {
    return order.deliveryPersonId ? (
      <p className="muted">
        {t(courierLineKey(order.status), { name: current?.name ?? order.deliveryPersonId })}
      </p>
    ) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await action.run({ orderId: order.id, deliveryPersonId: choice || null });
    if (result?.order) onAssigned(result.order);
  }

  return (
    <form className="staff-assign" onSubmit={submit}>
      <SelectField
        label={t('assign.label')}
        required={false}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value="">{t('assign.nobody')}</option>
        {couriers.map((courier) => (
          <option key={courier.id} value={courier.id}>
            {courier.name}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className="button button--quiet"
        disabled={action.pending || choice === (order.deliveryPersonId ?? '')}
      >
        {action.pending ? tCommon('form.sending') : t('assign.save')}
      </button>
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </form>
  );
}
