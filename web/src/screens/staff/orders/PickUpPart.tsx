import { liveParts, type OrderPart, type OrderView, type StaffOrderView } from '@town/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from './moveErrors';

/** Order statuses in which the courier still goes from shop to shop. */
const collecting = ['placed', 'accepted', 'ready'];

/**
 * "Picked up at <shop>" on a shop's packed part of an order from several shops, for the order's
 * courier (or an admin for them): they collect from one shop while another packs. The last
 * pickup takes the order out.
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
  // A one-shop order is picked up whole: its own "Picked up" takes it out.
  const severalShops = liveParts(order.parts).length > 1;
  if (
    !severalShops ||
    part.status !== 'ready' ||
    !order.deliveryPersonId ||
    !collecting.includes(order.status)
  ) {
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
