import {
  isFinal,
  isOpenForDelivery,
  isShopView,
  type OrderView,
  type StaffOrderView,
  type StaffPrincipal,
} from '@town/core';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useText } from '../../../i18n/content';
import { useTranslation } from '../../../i18n/useTranslation';
import { Loading } from '../../../shell/Loading';
import { Page } from '../../../ui/Page';
import { useAction } from '../../../ui/useAction';
import { useOnline } from '../../../ui/useOnline';
import { StaffBar } from '../auth/StaffBar';
import { StaffGate } from '../auth/StaffGate';
import { BoardPush } from '../orders/BoardPush';
import { LiveStatus } from '../orders/LiveStatus';
import { moveErrorText } from '../orders/moveErrors';
import { NewOrderAlert } from '../orders/NewOrderAlert';
import { OrderCard } from '../orders/OrderCard';
import { OrderMoves } from '../orders/OrderMoves';
import { PickUpPart } from '../orders/PickUpPart';
import { SlotGroups } from '../orders/slotGroups';
import { type OrderBoard, useOrderBoard } from '../orders/useOrderBoard';
import { CouldNotDeliver } from './CouldNotDeliver';
import { CourierDay } from './CourierDay';
import { TapNote } from './TapNote';
import { useTapSender } from './useCourierTaps';
import '../staff.css';

type Courier = Extract<StaffPrincipal, { role: 'delivery' }>;

/**
 * /delivery (orders open to take, and the courier's own) and /delivery/screen (only the
 * courier's own deliveries). Both follow the live feed: new orders appear without reloading.
 */
export default function DeliveryScreen({ mineOnly = false }: { mineOnly?: boolean }) {
  return (
    <StaffGate needs="delivery">
      {(user) => <DeliveryBoard user={user} mineOnly={mineOnly} />}
    </StaffGate>
  );
}

const oldestFirst = (a: OrderView, b: OrderView) => a.createdAt.localeCompare(b.createdAt);
const newestFirst = (a: OrderView, b: OrderView) => b.updatedAt.localeCompare(a.updatedAt);
const isWholeOrder = (view: StaffOrderView): view is OrderView => !isShopView(view);

function DeliveryBoard({ user, mineOnly }: { user: Courier; mineOnly: boolean }) {
  const { t } = useTranslation('staff');
  // A courier hears of an order open to take, or one an admin hands to them.
  const board = useOrderBoard(
    (order) =>
      isWholeOrder(order) &&
      (isOpenForDelivery(order) || order.deliveryPersonId === user.deliveryId),
  );
  const orders = (board.orders ?? []).filter(isWholeOrder);
  const mine = orders.filter((order) => order.deliveryPersonId === user.deliveryId);
  const active = mine.filter((order) => !isFinal(order.status)).sort(oldestFirst);
  const done = mine.filter((order) => isFinal(order.status)).sort(newestFirst);
  const open = orders.filter((order) => isOpenForDelivery(order)).sort(oldestFirst);
  // The order the courier just brought back: gone from the list, so the board says where to.
  const [broughtBack, setBroughtBack] = useState<string | null>(null);
  useTapSender(board.put);

  return (
    <Page
      title={mineOnly ? t('delivery.mineTitle') : t('delivery.title')}
      lead={t('delivery.lead')}
      className="staff-page"
    >
      <StaffBar user={user} />
      <nav aria-label={t('delivery.views')}>
        <ul className="chips">
          <li>
            <NavLink to="/delivery" end className="chip">
              {t('delivery.openTab', { count: open.length })}
            </NavLink>
          </li>
          <li>
            <NavLink to="/delivery/screen" className="chip">
              {t('delivery.mineTab', { count: active.length })}
            </NavLink>
          </li>
        </ul>
      </nav>
      <LiveStatus connection={board.connection} />
      <NewOrderAlert arrivals={board.arrivals} />
      <BoardPush account={`delivery/${user.deliveryId}`} board="courier" />
      {broughtBack && (
        <p className="card staff-notice" role="status">
          {t('couldNotDeliver.reported', { code: broughtBack })}
        </p>
      )}
      {board.orders === undefined ? (
        <Loading />
      ) : (
        <>
          {/* Orders in hand come first; with none, the open ones lead. */}
          {active.length === 0 && !mineOnly && <OpenOrders open={open} board={board} />}
          <section aria-labelledby="mine-title" className="staff-section">
            <h2 id="mine-title" className={mineOnly ? 'visually-hidden' : 'section-title'}>
              {t('delivery.mine')}
            </h2>
            {active.length === 0 ? (
              <p className="staff-empty">{t('delivery.noneMine')}</p>
            ) : (
              <SlotGroups
                orders={active}
                card={(order, headingLevel) => (
                  <OrderCard
                    order={order}
                    headingLevel={headingLevel}
                    partActions={(part) => (
                      <PickUpPart order={order} part={part} onMoved={board.put} queued />
                    )}
                  >
                    <Waiting order={order} />
                    <TapNote orderId={order.id} />
                    <OrderMoves order={order} mover="delivery" onMoved={board.put} />
                    <CouldNotDeliver
                      order={order}
                      onReported={(reported) => {
                        board.drop(reported.id);
                        setBroughtBack(reported.code);
                      }}
                    />
                  </OrderCard>
                )}
              />
            )}
          </section>
          {active.length > 0 && !mineOnly && <OpenOrders open={open} board={board} />}
          <CourierDay
            deliveries={done
              .filter((order) => order.status === 'delivered')
              .map((order) => order.id)
              .sort()
              .join()}
          />
          {done.length > 0 && (
            <section aria-labelledby="done-title" className="staff-section">
              <h2 id="done-title" className="section-title">
                {t('delivery.done')}
              </h2>
              <ul className="card-list card-list--grid">
                {done.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order}>
                      <TapNote orderId={order.id} />
                    </OrderCard>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Page>
  );
}

/**
 * What the courier waits for before leaving: the one shop still packing, by name, or several
 * shops' parts. Parts packed meanwhile can be picked up already (their own buttons).
 */
function Waiting({ order }: { order: OrderView }) {
  const { t } = useTranslation('staff');
  const text = useText();
  if (order.status !== 'placed' && order.status !== 'accepted') return null;
  const packing = order.parts.filter(
    (part) => part.status === 'placed' || part.status === 'accepted',
  );
  const [only] = packing;
  return (
    <p className="muted staff-order-card__waiting" role="status">
      {packing.length === 1 && only && order.parts.length > 1
        ? t('pickup.waitOne', { shop: text(only, 'shopName') })
        : order.parts.length > 1
          ? t('delivery.waitShops')
          : t('delivery.waitReady')}
    </p>
  );
}

function OpenOrders({ open, board }: { open: OrderView[]; board: OrderBoard }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="open-title" className="staff-section">
      <h2 id="open-title" className="section-title">
        {t('delivery.open')}
      </h2>
      {open.length === 0 ? (
        <p className="staff-empty">{t('delivery.noneOpen')}</p>
      ) : (
        <SlotGroups
          orders={open}
          card={(order, headingLevel) => (
            <OrderCard order={order} headingLevel={headingLevel}>
              <ClaimButton order={order} board={board} />
            </OrderCard>
          )}
        />
      )}
    </section>
  );
}

function ClaimButton({ order, board }: { order: OrderView; board: OrderBoard }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('claimOrder');
  // Taking an order is a race with the other couriers: it is never kept for later.
  const online = useOnline();
  return (
    <div className="staff-order-moves">
      <button
        type="button"
        className="button"
        disabled={action.pending || !online}
        onClick={async () => {
          const result = await action.run({ orderId: order.id });
          if (result?.order) board.put(result.order);
        }}
      >
        {action.pending ? tCommon('form.sending') : t('delivery.claim')}
      </button>
      {!online && <p className="muted">{t('taps.needsSignal')}</p>}
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </div>
  );
}
