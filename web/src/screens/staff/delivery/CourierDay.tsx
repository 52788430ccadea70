import { useEffect } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStaffRead } from '../useStaffRead';

/**
 * The courier's day: what they delivered, how each was paid, and the cash to hand over.
 * `deliveries` (the live board's delivered orders, by id) asks again when another is made: the
 * board keeps only its last few finished orders, so their count stops growing, and two may be
 * delivered within the same second.
 */
export function CourierDay({ deliveries }: { deliveries: string }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const day = useStaffRead('courierDay');
  const { reload } = day;
  useEffect(() => {
    if (deliveries) reload();
  }, [deliveries, reload]);
  const data = day.data;
  if (!data) return null;
  return (
    <section aria-labelledby="day-title" className="staff-section courier-day">
      <h2 id="day-title" className="section-title">
        {t('courierDay.title')}
      </h2>
      {data.deliveryCount === 0 ? (
        <p className="staff-empty">{t('courierDay.nothingYet')}</p>
      ) : (
        <p>
          {t('courierDay.summary', {
            count: data.deliveryCount,
            cash: format.price(data.cashPaise),
            upi: format.price(data.upiPaise),
          })}
        </p>
      )}
      <p className="courier-day__cash">
        <strong>
          {t('courierDay.cashToHandOver', { amount: format.price(data.cashHeldPaise) })}
        </strong>
      </p>
      {data.allCashHeldPaise > data.cashHeldPaise && (
        <p className="muted">
          {t('courierDay.earlierCash', { amount: format.price(data.allCashHeldPaise) })}
        </p>
      )}
      {data.deliveries.length > 0 && (
        <ul className="courier-day__list">
          {data.deliveries.map((delivery) => (
            <li key={delivery.orderId}>
              {t('courierDay.row', {
                code: delivery.code,
                amount: format.price(delivery.amountPaise),
                method: t(`courierDay.method_${delivery.method}`),
              })}
              {delivery.method === 'cash' && !delivery.cashHeld && (
                <span className="muted"> · {t('courierDay.handedOver')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
