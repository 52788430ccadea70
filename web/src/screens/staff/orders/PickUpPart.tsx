import type { OrderPart, OrderView, StaffOrderView } from '@town/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from './moveErrors';

/** Order statuses in which the courier still goes from shop to shop. */
const collecting = ['placed', 'accepted', 'ready'];

/**
 * "Picked up at <shop>" on a shop's packed part, for the order's courier (or an admin for them):
 * they collect from one shop while another packs. The last pickup takes the order out.
 */
export function PickUpPart({
  order,
  part,
  onMoved,
}: {
  order: OrderView;
  part: OrderPart;
  onMoved: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('pickUpPart');
  if (part.status !== 'ready' || !order.deliveryPersonId || !collecting.includes(order.status)) {
    return null;
  }
  return (
    <div className="staff-order-moves">
      <button
        type="button"
        className="button"
        disabled={action.pending}
        onClick={async () => {
          const result = await action.run({ orderId: order.id, shopId: part.shopId });
          if (result?.order) onMoved(result.order);
        }}
      >
        {action.pending ? tCommon('form.sending') : t('pickup.pickUp', { shop: part.shopName })}
      </button>
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </div>
  );
}
