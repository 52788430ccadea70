import {
  awaitsCustomer,
  awaitsRetry,
  isShopView,
  liveParts,
  type MoverRole,
  nextPartStatuses,
  nextStatuses,
  type OrderItem,
  type OrderPart,
  type OrderStatus,
  type PartStatus,
  type StaffOrderView,
} from '@town/core';
import { textLimits } from '@town/core/vocabulary';
import { type FormEvent, useState } from 'react';
import { useText } from '../../../i18n/content';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { CollectPayment } from '../delivery/CollectPayment';
import { tap } from '../delivery/tapQueue';
import { moveErrorText } from './moveErrors';

const noteMax = textLimits.shortText;

/** Order statuses in which shops' parts still move (the courier has not taken the order). */
const partsOpen: readonly OrderStatus[] = ['placed', 'accepted', 'ready'];

/** What a shop does to its part here; the courier's pickup has its own button (PickUpPart). */
type ShopMove = Extract<PartStatus, 'accepted' | 'ready' | 'cancelled'>;
const isShopMove = (to: PartStatus): to is ShopMove =>
  to === 'accepted' || to === 'ready' || to === 'cancelled';

/**
 * The moves this viewer may make, from core's status machine (the same tables the server
 * checks): a shop's on its own part, an admin's on one shop's part (`part`) or on the whole
 * order, a courier's on the order. In an order from several shops the courier picks up each
 * part at its shop, the last pickup taking the order out, so "Picked up" is not offered whole.
 */
function movesFor(
  order: StaffOrderView,
  mover: Exclude<MoverRole, 'customer'>,
  part?: OrderPart,
): OrderStatus[] {
  // Brought back undelivered: sent out again (SendOutAgain) or cancelled by an admin, nothing else.
  if (!isShopView(order) && awaitsRetry(order)) {
    return mover === 'admin' && !part ? ['cancelled'] : [];
  }
  const ownPart = isShopView(order) ? order.part : part;
  if (ownPart) {
    if (!partsOpen.includes(order.status)) return [];
    return nextPartStatuses(ownPart.status, mover).filter(isShopMove);
  }
  const moves = nextStatuses(order.status, mover);
  const severalShops = !isShopView(order) && liveParts(order.parts).length > 1;
  return mover === 'delivery' && severalShops
    ? moves.filter((to) => to !== 'outForDelivery')
    : moves;
}

/**
 * The weighed lines whose price waits for the customer's answer: the part (or, moved whole,
 * the order) cannot be marked ready until they answer, so "Ready" says why it waits.
 */
function linesAwaitingCustomer(order: StaffOrderView, part?: OrderPart): OrderItem[] {
  const lines = isShopView(order) ? order.part.lines : part ? part.lines : order.items;
  return lines.filter(awaitsCustomer);
}

/** The moves offered to the viewer; cancelling asks for a reason first. */
export function OrderMoves({
  order,
  mover,
  part,
  onMoved,
}: {
  order: StaffOrderView;
  /** Who is looking: the moves offered are the ones this role may make. */
  mover: Exclude<MoverRole, 'customer'>;
  /** An admin's moves of one shop's part of the order. */
  part?: OrderPart;
  onMoved: (order: StaffOrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('moveOrder');
  const [cancelling, setCancelling] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const [reason, setReason] = useState('');
  const moves: OrderStatus[] = movesFor(order, mover, part);
  const forward = moves.filter((to) => to !== 'cancelled');
  const mayCancel = moves.includes('cancelled');
  const text = useText();
  const needsCourier = (to: OrderStatus) => to === 'outForDelivery' && !order.deliveryPersonId;
  const waiting = linesAwaitingCustomer(order, part);
  const waitsForAnswer = (to: OrderStatus) => to === 'ready' && waiting.length > 0;
  const label = (to: OrderStatus) =>
    part && (to === 'accepted' || to === 'ready')
      ? t(`moves.partTo.${to}`, { shop: part.shopName })
      : t(`moves.to.${to}`);
  const cancelLabel = part
    ? t('moves.cancelPart', { shop: part.shopName })
    : isShopView(order) && order.shopCount > 1
      ? t('moves.cancelOwn')
      : t('moves.cancel');

  async function move(to: OrderStatus, note?: string) {
    // The courier's "Picked up" works without signal: it waits on the phone until sent.
    if (mover === 'delivery' && to === 'outForDelivery') {
      const waits = await tap('moveOrder', { orderId: order.id, to }, order.id);
      if (waits) onMoved({ ...order, status: to });
      return;
    }
    const result = await action.run({
      orderId: order.id,
      to,
      ...(note ? { note } : {}),
      ...(part ? { shopId: part.shopId } : {}),
    });
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
  if (collecting) {
    return (
      <div className="staff-order-moves">
        <CollectPayment
          order={order}
          onMoved={onMoved}
          onClose={() => setCollecting(false)}
          queued={mover === 'delivery'}
        />
      </div>
    );
  }
  return (
    <div className="staff-order-moves">
      {!cancelling && (
        <div className="button-row">
          {forward.map((to) => (
            <button
              key={to}
              type="button"
              className="button"
              disabled={action.pending || needsCourier(to) || waitsForAnswer(to)}
              // Delivered asks first how the money was taken at the door.
              onClick={() => (to === 'delivered' ? setCollecting(true) : void move(to))}
            >
              {label(to)}
            </button>
          ))}
          {mayCancel && (
            <button
              type="button"
              className="button button--quiet staff-danger"
              disabled={action.pending}
              onClick={() => setCancelling(true)}
            >
              {cancelLabel}
            </button>
          )}
        </div>
      )}
      {forward.some(needsCourier) && <p className="muted">{t('moves.assignFirst')}</p>}
      {forward.some(waitsForAnswer) && (
        <p className="muted">
          {t('moves.waitsForCustomer', {
            items: waiting.map((line) => text(line, 'name')).join(', '),
          })}
        </p>
      )}
      {cancelling && (
        <form className="form staff-order-moves__cancel" onSubmit={cancel}>
          <TextField
            label={t('moves.reason')}
            optional
            maxLength={noteMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <FormButtons
            submit={t('moves.confirmCancel')}
            sending={action.pending}
            submitClassName="button staff-danger"
            back={t('moves.keep')}
            onBack={() => setCancelling(false)}
          />
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
