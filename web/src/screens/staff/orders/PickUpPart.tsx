import { liveParts, type OrderPart, type OrderView, type StaffOrderView } from '@town/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAction } from '../../../ui/useAction';
import { tap } from '../delivery/tapQueue';
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
  queued = false,
}: {
  order: OrderView;
  part: OrderPart;
  onMoved: (order: StaffOrderView) => void;
  /** The courier's own tap: kept on the phone and sent when there is signal. */
  queued?: boolean;
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
          const input = { orderId: order.id, shopId: part.shopId };
          if (queued) {
            const waits = await tap('pickUpPart', input, order.id);
            if (waits) onMoved(withPartPickedUp(order, part.shopId));
            return;
          }
          const result = await action.run(input);
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

/** The order as the courier sees it until the host has the pickup: the part marked picked up. */
function withPartPickedUp(order: OrderView, shopId: string): OrderView {
  const parts = order.parts.map((each) =>
    each.shopId === shopId ? { ...each, status: 'pickedUp' as const } : each,
  );
  const allPicked = liveParts(parts).every((each) => each.status === 'pickedUp');
  return { ...order, parts, ...(allPicked ? { status: 'outForDelivery' as const } : {}) };
}
