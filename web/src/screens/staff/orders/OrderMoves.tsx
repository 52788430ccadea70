import { type MoverRole, nextStatuses, type OrderStatus, type StaffOrderView } from '@town/core';
import { textLimits } from '@town/core/vocabulary';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from './moveErrors';

const noteMax = textLimits.shortText;

/**
 * The moves this role may make from the order's status, from core's status machine: the same
 * table the server checks. Cancelling asks for a reason first.
 */
export function OrderMoves({
  order,
  mover,
  onMoved,
}: {
  order: StaffOrderView;
  /** Who is looking: the moves offered are the ones this role may make. */
  mover: Exclude<MoverRole, 'customer'>;
  onMoved: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('moveOrder');
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const moves = nextStatuses(order.status, mover);
  const forward = moves.filter((to) => to !== 'cancelled');
  const mayCancel = moves.includes('cancelled');
  const needsCourier = (to: OrderStatus) => to === 'outForDelivery' && !order.deliveryPersonId;

  async function move(to: OrderStatus, note?: string) {
    const result = await action.run({ orderId: order.id, to, ...(note ? { note } : {}) });
    if (result?.order) {
      onMoved(result.order);
      setCancelling(false);
      setReason('');
    }
  }

  async function cancel(event: FormEvent) {
    event.preventDefault();
    await move('cancelled', reason.trim());
  }

  if (moves.length === 0) return null;
  return (
    <div className="staff-order-moves">
      {!cancelling && (
        <div className="button-row">
          {forward.map((to) => (
            <button
              key={to}
              type="button"
              className="button"
              disabled={action.pending || needsCourier(to)}
              onClick={() => void move(to)}
            >
              {t(`moves.to.${to}`)}
            </button>
          ))}
          {mayCancel && (
            <button
              type="button"
              className="button button--quiet staff-danger"
              disabled={action.pending}
              onClick={() => setCancelling(true)}
            >
              {t('moves.cancel')}
            </button>
          )}
        </div>
      )}
      {forward.some(needsCourier) && <p className="muted">{t('moves.assignFirst')}</p>}
      {cancelling && (
        <form className="form staff-order-moves__cancel" onSubmit={cancel}>
          <TextField
            label={t('moves.reason')}
            optional
            maxLength={noteMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="button-row">
            <button type="submit" className="button staff-danger" disabled={action.pending}>
              {action.pending ? tCommon('form.sending') : t('moves.confirmCancel')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setCancelling(false)}
            >
              {t('moves.keep')}
            </button>
          </div>
        </form>
      )}
      {action.pending && !cancelling && (
        <p className="muted" role="status">
          {tCommon('form.sending')}
        </p>
      )}
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </div>
  );
}
