import { type DayReport, type DayReportOrder, dayReportCsv } from '@town/core';
import type { ReactNode } from 'react';
import type { ReadResult } from '../../../backend/reads';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTownTimeZone } from '../../../state/AppState';
import { ReadView } from '../../../ui/ReadView';
import { CountTile } from '../CountTile';
import { saveTextFile } from '../csv/saveFile';
import { orderStatusList } from '../statuses';
import { useStaffRead } from '../useStaffRead';

/** The admin's report, or a shop's with its share of the money taken at the door. */
type Report = ReadResult<'dayReport'> | ReadResult<'vendorDayReport'>;

/**
 * The day's report: how many orders were placed and where they stand, per shop, the late and
 * the cancelled ones (who cancelled and why), the most sold goods, and the day as CSV. The
 * admin's covers every order (its status tiles open the order list); a vendor's their own parts.
 */
export function DayReportPanel({
  read,
  day,
}: {
  read: 'dayReport' | 'vendorDayReport';
  /** The town's date, YYYY-MM-DD; empty for today. */
  day: string;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const report = useStaffRead(read, { day: day || undefined });
  const admin = read === 'dayReport';
  return (
    <section aria-labelledby="day-report" className="staff-section day-report">
      <h2 id="day-report" className="section-title">
        {t('report.title')}
      </h2>
      <ReadView state={report} empty={t('report.none')}>
        {(data) => {
          const result: Report = data;
          if (result.orderCount === 0) return <p className="staff-empty">{t('report.none')}</p>;
          return (
            <>
              <p>
                {t('report.placed', {
                  count: result.orderCount,
                  n: format.number(result.orderCount),
                })}
              </p>
              {!result.complete && (
                <p className="staff-problem">
                  {t('report.incomplete', { n: format.number(result.orderCount) })}
                </p>
              )}
              <StatusTiles report={result} linkToOrders={admin} />
              {'money' in result && (
                <p>
                  {t('report.money', {
                    cash: format.price(result.money.cashPaise),
                    upi: format.price(result.money.upiPaise),
                  })}
                </p>
              )}
              {admin && <ShopsTable report={result} />}
              <LateOrders orders={result.late} />
              <CancelledOrders orders={result.cancelled} />
              <TopProducts report={result} />
              <CsvButton report={result} />
            </>
          );
        }}
      </ReadView>
    </section>
  );
}

function StatusTiles({ report, linkToOrders }: { report: DayReport; linkToOrders: boolean }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  return (
    <ul className="staff-count-tiles">
      {orderStatusList.map((status) => (
        <li key={status}>
          <CountTile
            to={linkToOrders ? `/admin/orders?date=${report.day}&status=${status}` : undefined}
            tone={status}
            count={format.number(report.byStatus[status])}
            label={t(`status.${status}`)}
          />
        </li>
      ))}
    </ul>
  );
}

function ShopsTable({ report }: { report: Report }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  if (report.shops.length === 0) return null;
  return (
    <>
      <h3 className="section-title">{t('report.shops')}</h3>
      <ScrollBox label={t('report.shops')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('report.shop')}</th>
              <th scope="col">{t('report.orders')}</th>
              <th scope="col">{t('report.delivered')}</th>
              <th scope="col">{t('report.cancelled')}</th>
              <th scope="col">{t('report.goods')}</th>
            </tr>
          </thead>
          <tbody>
            {report.shops.map((shop) => (
              <tr key={shop.shopId}>
                <th scope="row">{shop.shopName}</th>
                <td>{format.number(shop.orders)}</td>
                <td>{format.number(shop.delivered)}</td>
                <td>{format.number(shop.cancelled)}</td>
                <td>{format.price(shop.deliveredGoodsPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

/** A table that scrolls sideways on a phone, taking the focus so a keyboard can scroll it too. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus to be scrolled by keyboard (axe: scrollable-region-focusable).
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** An order's code and when it was placed, as each list of the report starts a line. */
function OrderHead({ order }: { order: DayReportOrder }) {
  const format = useFormat();
  return (
    <span className="day-report__order">
      <strong>{order.code}</strong>
      <span className="muted">
        {' · '}
        {format.time(order.placedAt)}
        {order.shops.length > 0 ? ` · ${order.shops.join(', ')}` : ''}
      </span>
    </span>
  );
}

function LateOrders({ orders }: { orders: readonly DayReportOrder[] }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  return (
    <>
      <h3 className="section-title">{t('report.late')}</h3>
      {orders.length === 0 ? (
        <p className="staff-empty">{t('report.lateNone')}</p>
      ) : (
        <ul className="day-report__list">
          {orders.map((order) => (
            <li key={order.code}>
              <OrderHead order={order} />
              <span>
                {order.deliveredAt
                  ? t('report.lateDelivered', {
                      expected: format.time(order.expectedBy ?? order.placedAt),
                      delivered: format.time(order.deliveredAt),
                    })
                  : t('report.lateOpen', {
                      expected: format.time(order.expectedBy ?? order.placedAt),
                      status: t(`status.${order.status}`),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CancelledOrders({ orders }: { orders: readonly DayReportOrder[] }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <h3 className="section-title">{t('report.cancelledTitle')}</h3>
      {orders.length === 0 ? (
        <p className="staff-empty">{t('report.cancelledNone')}</p>
      ) : (
        <ul className="day-report__list">
          {orders.map((order) => (
            <li key={order.code}>
              <OrderHead order={order} />
              <span>
                {order.cancelled ? t(`report.by.${order.cancelled.by}`) : t('status.cancelled')}
                {': '}
                {order.cancelled?.reason ?? t('report.noReason')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TopProducts({ report }: { report: Report }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  if (report.topProducts.length === 0) return null;
  return (
    <>
      <h3 className="section-title">{t('report.top')}</h3>
      <ScrollBox label={t('report.top')}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('report.product')}</th>
              <th scope="col">{t('report.quantity')}</th>
              <th scope="col">{t('report.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {report.topProducts.map((product) => (
              <tr key={product.productId}>
                <th scope="row">{product.name}</th>
                <td>{format.number(product.quantity)}</td>
                <td>{format.price(product.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

function CsvButton({ report }: { report: Report }) {
  const { t } = useTranslation('staff');
  const timeZone = useTownTimeZone();
  return (
    <p>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => saveTextFile(`orders-${report.day}.csv`, dayReportCsv(report, timeZone))}
      >
        {t('report.csv')}
      </button>
    </p>
  );
}
