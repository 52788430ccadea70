import type { OrderItem, PartSummary, PrivateOrderView } from '@town/core';
import { textIn, useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';
import { CallLink } from '../../ui/CallLink';
import { publicStepTones } from '../../ui/pillTones';
import { StatusPill } from '../../ui/StatusPill';
import { townDayOf } from '../../ui/townDay';
import { timelineOf } from './timeline';

/**
 * One order as its private link shows it: code, kind, date, shops, items (by shop, for an order
 * from several shops), what it comes to with the delivery fee, address, steps.
 */
export function OrderCard({ order }: { order: PrivateOrderView }) {
  const { t, i18n } = useTranslation('orders');
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
        <StatusPill tone={publicStepTones[order.status]}>{t(`status.${order.status}`)}</StatusPill>
      </header>

      <CancelledParts order={order} />
      {order.couldNotDeliver ? (
        <p className="order-card__not-delivered" role="status">
          {t(`couldNotDeliver.${order.couldNotDeliver}`)}
        </p>
      ) : (
        <OnItsWay order={order} />
      )}

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

      {order.items.length === 0 && !order.parts.some((part) => part.short) ? (
        <p className="muted">{t(order.kind === 'fordo' ? 'listOrder' : 'noItems')}</p>
      ) : order.parts.length > 1 ? (
        <ShopParts order={order} />
      ) : (
        <>
          <ItemList items={order.items} />
          <ShortItems part={order.parts[0]} />
        </>
      )}
      {order.shoppingListText && <p className="order-card__list">{order.shoppingListText}</p>}
      {order.hasPhoto && (
        <p className="muted">
          {order.photosRemovedAfterDays
            ? t('photoRemoved', { count: order.photosRemovedAfterDays })
            : t('photoSent')}
        </p>
      )}
      <Sums order={order} />

      <dl className="order-card__delivery">
        <div>
          <dt>{t('deliverTo')}</dt>
          <dd>
            {order.customer.name}
            <br />
            {order.address.line}
            {order.address.landmark ? `, ${order.address.landmark}` : ''}
            {order.area && (
              <>
                <br />
                {t('area', {
                  area: textIn(order.area, 'name', i18n.language),
                  pin: order.area.pinCode,
                })}
              </>
            )}
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

function ItemList({ items, label }: { items: readonly OrderItem[]; label?: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  return (
    <ul className="order-items" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.shopId}-${item.productId}`}>
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
  );
}

/**
 * An order from several shops, shop by shop: each shop's items under its name and where its part
 * stands; a cancelled part stays listed, struck through, with who cancelled it and why.
 */
function ShopParts({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  return (
    <>
      <h3 className="order-card__shops-title">{t('shops')}</h3>
      <ul className="order-parts">
        {order.parts.map((part) => {
          const items = order.items.filter((item) => item.shopId === part.shopId);
          return (
            <li key={part.shopId} className={`order-part order-part--${part.status}`}>
              <p className="order-part__head">
                <span className="order-part__shop">{text(part, 'shopName')}</span>
                <StatusPill tone={publicStepTones[part.status]}>
                  {t(`status.${part.status}`)}
                </StatusPill>
              </p>
              <ItemList items={items} label={text(part, 'shopName')} />
              <ShortItems part={part} />
              {part.cancelled ? (
                <p className="order-part__why">
                  {t('partCancelled.struck')}
                  {part.cancelled.reason && (
                    <> · {t('partCancelled.reason', { reason: part.cancelled.reason })}</>
                  )}
                </p>
              ) : (
                // One line says its own price; several add up to the shop's part.
                items.length > 1 && (
                  <p className="order-part__sum">{format.price(part.subtotalPaise)}</p>
                )
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** What a shop found it did not have: struck through, not charged, with the shop's reason. */
function ShortItems({ part }: { part: PartSummary | undefined }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  if (!part?.short?.length) return null;
  return (
    <ul className="order-items order-items--short" aria-label={t('short.struck')}>
      {part.short.map((line) => (
        <li key={`${line.productId}-${line.at}`}>
          <span>
            <s>
              {t('itemLine', {
                n: format.number(line.quantity),
                name: text(line, 'name'),
                unit: text(line, 'unit'),
              })}
            </s>{' '}
            <span className="muted">{t('short.struck')}</span>
          </span>
          <s>{format.price(line.lineTotalPaise)}</s>
        </li>
      ))}
    </ul>
  );
}

/** What the order comes to, as the cart showed it: the items, the delivery fee and the total. */
function Sums({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const format = useFormat();
  if (order.totalPaise === 0 && order.items.length === 0) {
    return (
      <p className="order-card__total">
        <span>{t('total')}</span>
        <strong>{t('priceLater')}</strong>
      </p>
    );
  }
  return (
    <>
      <dl className="order-card__sums">
        <div>
          <dt>{t('sums.items')}</dt>
          <dd>{format.price(order.subtotalPaise)}</dd>
        </div>
        <div>
          <dt>{t('sums.delivery')}</dt>
          <dd>
            {order.deliveryFeePaise === 0 ? tc('free') : format.price(order.deliveryFeePaise)}
          </dd>
        </div>
        <div className="order-card__total">
          <dt>{t('total')}</dt>
          <dd>
            <strong>{format.price(order.totalPaise)}</strong>
          </dd>
        </div>
      </dl>
      {order.status === 'cancelled' && <p className="muted">{t('sums.nothingToPay')}</p>}
    </>
  );
}

/**
 * A shop dropped out of the order, or had none of some goods, while the rest goes on: said at
 * the top of the card, with who cancelled (in general), the reason and what the order comes to
 * now.
 */
function CancelledParts({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  if (order.status === 'cancelled') return null;
  const dropped = order.parts.filter(
    (part): part is PartSummary & Required<Pick<PartSummary, 'cancelled'>> =>
      part.cancelled !== undefined,
  );
  const short = order.parts.flatMap((part) =>
    part.cancelled ? [] : (part.short ?? []).map((line) => ({ part, line })),
  );
  if (dropped.length === 0 && short.length === 0) return null;
  return (
    <div className="order-card__notice" role="status">
      {short.map(({ part, line }) => (
        <p key={`${line.productId}-${line.at}`}>
          {t('short.notice', {
            shop: text(part, 'shopName'),
            quantity: format.number(line.quantity),
            name: text(line, 'name'),
          })}
          {line.note && <> {t('partCancelled.reason', { reason: line.note })}</>}
        </p>
      ))}
      {dropped.map((part) => (
        <p key={part.shopId}>
          {t(`partCancelled.${part.cancelled.by}`, { shop: text(part, 'shopName') })}
          {part.cancelled.reason && (
            <> {t('partCancelled.reason', { reason: part.cancelled.reason })}</>
          )}
        </p>
      ))}
      <p>
        <strong>
          {t(dropped.length > 0 ? 'partCancelled.newTotal' : 'short.newTotal', {
            total: format.price(order.totalPaise),
          })}
        </strong>
      </p>
    </div>
  );
}

/** "by 4:45 pm", "tomorrow by 6:15 am" or "on Mon, 30 Nov by 6:45 am", in the town's calendar. */
function useWhen() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const timeZone = useTownTimeZone();
  const now = useNow();
  return {
    now,
    expected(at: string) {
      const time = format.time(at);
      const day = townDayOf(at, now, timeZone);
      if (day === 'today') return t('eta.byToday', { time });
      if (day === 'tomorrow') return t('eta.byTomorrow', { time });
      return t('eta.byDay', { day: format.shortDate(at), time });
    },
    opens(at: string) {
      const time = format.time(at);
      const day = townDayOf(at, now, timeZone);
      if (day === 'today') return time;
      if (day === 'tomorrow') return t('eta.whenTomorrow', { time });
      return t('eta.whenDay', { day: format.shortDate(at), time });
    },
  };
}

/** "Delivery today, 6:00 pm – 8:00 pm": the slot the customer chose, in the town's calendar. */
function SlotPromise({ slot }: { slot: NonNullable<PrivateOrderView['slot']> }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const timeZone = useTownTimeZone();
  const now = useNow();
  // Noon of the slot's day in UTC falls on the same calendar day in any town's time zone.
  const noon = `${slot.date}T12:00:00Z`;
  const day = townDayOf(noon, now, timeZone);
  const from = format.timeOfDay(slot.from);
  const to = format.timeOfDay(slot.to);
  return (
    <p className="order-card__eta order-card__slot">
      <strong>
        {day === 'today'
          ? t('eta.slotToday', { from, to })
          : day === 'tomorrow'
            ? t('eta.slotTomorrow', { from, to })
            : t('eta.slotDay', { day: format.shortDate(noon), from, to })}
      </strong>
    </p>
  );
}

/**
 * While the order is under way: when it should arrive (each shop's work in its own opening
 * hours, then the ride), which shop it waits for to open, and, once it left, who brings it.
 */
function OnItsWay({ order }: { order: PrivateOrderView }) {
  const { t } = useTranslation('orders');
  const text = useText();
  const when = useWhen();
  if (!order.expectedBy && !order.courier && !order.slot) return null;
  const late = order.expectedBy !== undefined && Date.parse(order.expectedBy) < when.now.getTime();
  const waiting = order.parts.filter(
    (part) => part.opensAt !== undefined && Date.parse(part.opensAt) > when.now.getTime(),
  );
  return (
    <div className="order-card__way">
      {order.slot && <SlotPromise slot={order.slot} />}
      {order.expectedBy && (
        <p className="order-card__eta">
          {late ? (
            t('eta.late')
          ) : (
            <time dateTime={order.expectedBy}>
              <strong>{when.expected(order.expectedBy)}</strong>
            </time>
          )}
        </p>
      )}
      {!late &&
        waiting.map((part) => (
          <p key={part.shopId} className="order-card__opens">
            {t('eta.waitsForShop', {
              shop: text(part, 'shopName'),
              when: when.opens(part.opensAt as string),
            })}
          </p>
        ))}
      {order.courier && (
        <p className="order-card__courier">
          <span>{t('courier.bringing', { name: order.courier.firstName })}</span>{' '}
          <CallLink number={order.courier.phone} name={order.courier.firstName} />
        </p>
      )}
    </div>
  );
}
