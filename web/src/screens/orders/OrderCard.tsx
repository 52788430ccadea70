import type { PrivateOrderView } from '@town/core';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { CallLink } from '../../ui/CallLink';
import { timelineOf } from './timeline';

/**
 * One order as its private link shows it: code, kind, date, shops, items, total, address,
 * steps and, for an order from several shops, where each shop's part stands.
 */
export function OrderCard({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  const titleId = `order-${order.code}`;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <div>
          <h2 id={titleId} className="order-card__code">
            {t('code', { code: order.code })}
          </h2>
          <p className="order-card__meta">
            {t(`kind.${order.kind}`)} ·{' '}
            <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
          </p>
        </div>
        <span className={`status-pill status-pill--${order.status}`}>
          {t(`status.${order.status}`)}
        </span>
      </header>

      <OnItsWay order={order} />

      {order.shops.length > 0 && (
        <ul className="order-shops">
          {order.shops.map((shop) => (
            <li key={shop.id}>
              <span>{text(shop, 'name')}</span>{' '}
              <CallLink number={shop.phone} name={text(shop, 'name')} />
            </li>
          ))}
        </ul>
      )}

      {order.items.length > 0 ? (
        <ul className="order-items">
          {order.items.map((item) => (
            <li key={item.productId}>
              <span>
                {t('itemLine', {
                  n: format.number(item.quantity),
                  name: text(item, 'name'),
                  unit: text(item, 'unit'),
                })}
              </span>
              <span>{format.price(item.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t(order.kind === 'fordo' ? 'listOrder' : 'noItems')}</p>
      )}
      {order.shoppingListText && <p className="order-card__list">{order.shoppingListText}</p>}
      {order.hasPhoto && <p className="muted">{t('photoSent')}</p>}
      {order.parts.length > 1 && (
        <>
          <h4 className="order-card__shops-title">{t('shops')}</h4>
          <ul className="order-card__shops">
            {order.parts.map((part) => (
              <li key={part.shopId} className={`order-card__shop order-card__shop--${part.status}`}>
                <span>
                  {t('partLine', {
                    shop: text(part, 'shopName'),
                    status: t(`status.${part.status}`),
                  })}
                </span>
                {part.subtotalPaise > 0 && (
                  <span className="order-card__shop-price">{format.price(part.subtotalPaise)}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="order-card__total">
        <span>{t('total')}</span>
        <strong>{order.totalPaise > 0 ? format.price(order.totalPaise) : t('priceLater')}</strong>
      </p>

      <dl className="order-card__delivery">
        <div>
          <dt>{t('deliverTo')}</dt>
          <dd>
            {order.customer.name}
            <br />
            {order.address.line}
            {order.address.landmark ? `, ${order.address.landmark}` : ''}
          </dd>
        </div>
        {order.note && (
          <div>
            <dt>{t('note')}</dt>
            <dd>{order.note}</dd>
          </div>
        )}
      </dl>

      <h3 className="visually-hidden">{t('historyTitle')}</h3>
      <ol className="timeline">
        {timelineOf(order).map((step) => (
          <li
            key={`${step.status}-${step.at ?? ''}`}
            className={`timeline__step timeline__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="timeline__dot" aria-hidden="true" />
            <span className="timeline__label">{t(`step.${step.status}`)}</span>
            {step.at ? (
              <time className="timeline__time" dateTime={step.at}>
                {format.dateTime(step.at)}
              </time>
            ) : step.state === 'todo' ? (
              <span className="timeline__time">{t('notYet')}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * While the order is under way: when it should arrive (from the town's usual minutes) and,
 * once it left the shop, who brings it with a number to call.
 */
function OnItsWay({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const now = useNow();
  if (!order.expectedBy && !order.courier) return null;
  const late = order.expectedBy !== undefined && Date.parse(order.expectedBy) < now.getTime();
  return (
    <div className="order-card__way">
      {order.expectedBy && (
        <p className="order-card__eta">
          {late ? (
            t('eta.late')
          ) : (
            <>
              {t('eta.by')}{' '}
              <time dateTime={order.expectedBy}>
                <strong>{format.time(order.expectedBy)}</strong>
              </time>
            </>
          )}
        </p>
      )}
      {order.courier && (
        <p className="order-card__courier">
          <span>{t('courier.bringing', { name: order.courier.firstName })}</span>{' '}
          <CallLink number={order.courier.phone} name={order.courier.firstName} />
        </p>
      )}
    </div>
  );
}
