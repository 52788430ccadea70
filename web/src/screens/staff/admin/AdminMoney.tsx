import { useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';
import { useStaffRead } from '../useStaffRead';

/**
 * Money taken at the door on a day (the admin picks it above; empty for today): cash and UPI per
 * courier, with the cash each still holds and a button to mark it handed over, and per shop.
 */
export function AdminMoney({ day }: { day: string }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const money = useStaffRead('moneyDay', { day: day || undefined });
  const handOver = useAction('markCashHandedOver');
  /** The courier whose hand-over waits for the admin's "yes". */
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <section aria-labelledby="money-title" className="staff-section admin-money">
      <h2 id="money-title" className="section-title">
        {t('money.title')}
      </h2>
      <ReadView state={money} empty={t('money.none')}>
        {(data) =>
          data.deliveryCount === 0 ? (
            <p className="staff-empty">{t('money.none')}</p>
          ) : (
            <>
              <p>
                {t('money.totals', {
                  cash: format.price(data.cashPaise),
                  upi: format.price(data.upiPaise),
                  fees: format.price(data.deliveryFeesPaise),
                })}
              </p>
              <h3 className="section-title">{t('money.couriers')}</h3>
              {/* A card per courier: five columns and a button do not fit a 360 px screen. */}
              <ul className="card-list admin-money__couriers">
                {data.couriers.map((courier) => {
                  const name = courier.name ?? t('money.unknownCourier');
                  const id = courier.deliveryPersonId;
                  return (
                    <li key={id ?? 'none'} className="card" aria-label={name}>
                      <p className="admin-money__name">{name}</p>
                      <dl className="admin-money__figures">
                        <dt>{t('money.deliveries')}</dt>
                        <dd>{format.number(courier.deliveryCount)}</dd>
                        <dt>{t('money.cash')}</dt>
                        <dd>{format.price(courier.cashPaise)}</dd>
                        <dt>{t('money.upi')}</dt>
                        <dd>{format.price(courier.upiPaise)}</dd>
                        <dt>{t('money.held')}</dt>
                        <dd>{format.price(courier.cashHeldPaise)}</dd>
                      </dl>
                      {id && courier.cashHeldPaise > 0 && confirming !== id && (
                        <button
                          type="button"
                          className="button"
                          disabled={handOver.pending}
                          onClick={() => setConfirming(id)}
                        >
                          {t('money.markHandedOver', { name })}
                        </button>
                      )}
                      {id && confirming === id && (
                        // Money changes hands once: the admin says the amount back before it counts.
                        <div className="admin-money__confirm">
                          <p>
                            {t('money.confirmHandOver', {
                              name,
                              amount: format.price(courier.cashHeldPaise),
                            })}
                          </p>
                          <div className="button-row">
                            <button
                              type="button"
                              className="button"
                              disabled={handOver.pending}
                              onClick={async () => {
                                const done = await handOver.run({
                                  deliveryPersonId: id,
                                  day: data.day,
                                });
                                setConfirming(null);
                                if (done) money.reload();
                              }}
                            >
                              {t('money.confirmYes', {
                                amount: format.price(courier.cashHeldPaise),
                              })}
                            </button>
                            <button
                              type="button"
                              className="button button--quiet"
                              onClick={() => setConfirming(null)}
                            >
                              {t('money.confirmNo')}
                            </button>
                          </div>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              {handOver.error && (
                <p className="staff-problem" role="alert">
                  {moveErrorText(t, tCommon, handOver.error)}
                </p>
              )}
              {data.upiPayments.length > 0 && <UpiPayments payments={data.upiPayments} />}
              <h3 className="section-title">{t('money.shops')}</h3>
              <div className="table-scroll">
                <table className="staff-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('money.shop')}</th>
                      <th scope="col">{t('money.cash')}</th>
                      <th scope="col">{t('money.upi')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.shops.map((shop) => (
                      <tr key={shop.shopId}>
                        <th scope="row">{shop.shopName}</th>
                        <td>{format.price(shop.cashPaise)}</td>
                        <td>{format.price(shop.upiPaise)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </ReadView>
    </section>
  );
}

/**
 * The day's UPI payments one by one, to match against the town's UPI statement: the order, the
 * amount, the courier and the reference digits they read off the payer's phone.
 */
function UpiPayments({
  payments,
}: {
  payments: ReadonlyArray<{
    code: string;
    amountPaise: number;
    deliveredAt: string;
    courierName: string | null;
    upiReference: string | null;
  }>;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  return (
    <>
      <h3 className="section-title">{t('money.upiPayments')}</h3>
      <div className="table-scroll">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('money.order')}</th>
              <th scope="col">{t('money.upi')}</th>
              <th scope="col">{t('money.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.code}>
                <th scope="row">
                  {payment.code}
                  <span className="muted">
                    {' · '}
                    {format.time(payment.deliveredAt)}
                    {payment.courierName ? ` · ${payment.courierName}` : ''}
                  </span>
                </th>
                <td>{format.price(payment.amountPaise)}</td>
                <td>
                  {payment.upiReference ? `…${payment.upiReference}` : t('money.noReference')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
