import {
  isDoneForShop,
  isShopView,
  type PartStatus,
  type ShopOrderView,
  type StaffOrderView,
  shopStatus,
} from '@town/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Loading } from '../../../shell/Loading';
import { BoardPush } from '../orders/BoardPush';
import { LiveStatus } from '../orders/LiveStatus';
import { NewOrderAlert } from '../orders/NewOrderAlert';
import { OrderCard } from '../orders/OrderCard';
import { OrderMoves } from '../orders/OrderMoves';
import { ShortLineAction } from '../orders/ShortLine';
import { SlotGroups } from '../orders/slotGroups';
import { useOrderBoard } from '../orders/useOrderBoard';
import { WeighLineAction } from '../orders/WeighLine';

/**
 * What needs the shop first, within each delivery slot: new orders, then packing, then waiting
 * for the courier.
 */
const urgency: Record<PartStatus, number> = {
  placed: 0,
  accepted: 1,
  ready: 2,
  pickedUp: 3,
  delivered: 4,
  cancelled: 5,
};

/** A shop hears of an order when it comes in waiting for the shop to accept it. */
const waitsForShop = (order: StaffOrderView) => isShopView(order) && shopStatus(order) === 'placed';

const byUrgency = (a: ShopOrderView, b: ShopOrderView) =>
  urgency[shopStatus(a)] - urgency[shopStatus(b)] || a.createdAt.localeCompare(b.createdAt);

/**
 * The shop's open orders, live: new ones appear by themselves, each with the shop's moves on
 * its own part. A part the shop cancelled, or the courier picked up, is finished for it, though
 * the order goes on.
 */
export function VendorBoard({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation('staff');
  const board = useOrderBoard(waitsForShop);
  const orders = (board.orders ?? []).filter(isShopView);
  // A part the courier has picked up is finished for the shop, though the order goes on.
  const open = orders.filter((order) => !isDoneForShop(shopStatus(order))).sort(byUrgency);
  const finished = orders.filter((order) => isDoneForShop(shopStatus(order)));
  return (
    <>
      <div className="staff-board-bar">
        <LiveStatus connection={board.connection} />
        <NewOrderAlert arrivals={board.arrivals} />
      </div>
      <BoardPush account={`vendors/${vendorId}`} board="vendor" />
      {board.orders === undefined ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="vendor-open" className="staff-section">
            <h2 id="vendor-open" className="section-title">
              {t('vendor.openOrders', { count: open.length })}
            </h2>
            {open.length === 0 ? (
              <p className="staff-empty">{t('vendor.noOrders')}</p>
            ) : (
              <SlotGroups
                orders={open}
                card={(order, headingLevel) => (
                  <OrderCard
                    order={order}
                    headingLevel={headingLevel}
                    showPhotos
                    lineActions={(part, line) => (
                      <>
                        <WeighLineAction
                          order={order}
                          part={part}
                          line={line}
                          onMoved={board.put}
                        />
                        <ShortLineAction
                          order={order}
                          part={part}
                          line={line}
                          onMoved={board.put}
                        />
                      </>
                    )}
                  >
                    <OrderMoves order={order} mover="vendor" onMoved={board.put} />
                  </OrderCard>
                )}
              />
            )}
          </section>
          {finished.length > 0 && (
            <section aria-labelledby="vendor-finished" className="staff-section">
              <h2 id="vendor-finished" className="section-title">
                {t('vendor.finished')}
              </h2>
              <ul className="card-list card-list--grid">
                {finished.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
