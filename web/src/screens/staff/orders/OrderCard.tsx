import {
  isShopView,
  type OrderItem,
  type OrderPart,
  type OrderStatus,
  type OrderView,
  type StaffOrderView,
  shopStatus,
} from '@town/core';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backend } from '../../../backend';
import { useFormat } from '../../../i18n/format';
import { CallLink } from '../../../ui/CallLink';

/**
 * A customer photo (prescription, shopping list) for staff who handle the order. Its address is
 * asked for when it is opened: on Firebase it is a signed link that works for a few minutes.
 * The new tab opens within the click itself, so no popup blocker stops it.
 */
function PhotoLink({ photoRef, label }: { photoRef: string; label: string }) {
  const { t } = useTranslation('staff');
  const [failed, setFailed] = useState(false);
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setFailed(false);
    const tab = window.open('', '_blank');
    try {
      const url = await backend.photoLink(photoRef);
      if (!tab) return window.location.assign(url);
      tab.opener = null;
      tab.location.href = url;
    } catch {
      tab?.close();
      setFailed(true);
    }
  }
  return (
    <>
      <a href={`#${photoRef}`} onClick={open}>
        {label}
      </a>
      {failed && <span role="alert"> {t('order.photoUnavailable')}</span>}
    </>
  );
}

function mapUrl(pin: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${pin.lat}&mlon=${pin.lng}#map=18/${pin.lat}/${pin.lng}`;
}

export function StatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('staff');
  return (
    <span className={`staff-status-pill staff-status-pill--${status}`}>
      {t(`status.${status}`)}
    </span>
  );
}

function Lines({ lines, label }: { lines: readonly OrderItem[]; label: string }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  if (lines.length === 0) return null;
  return (
    <ul className="staff-order-card__items" aria-label={label}>
      {lines.map((item) => (
        <li key={`${item.productId}-${item.shopId}`}>
          <span>
            {t('order.line', { quantity: format.number(item.quantity), name: item.name })}
            {item.unit && <span className="muted"> · {item.unit}</span>}
          </span>
          <span>{format.price(item.lineTotalPaise)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An order from several shops, shop by shop: where the courier collects what, whether that
 * shop has packed it, and what each shop's part comes to. `partActions` adds an admin's moves.
 */
function Pickups({
  order,
  partActions,
}: {
  order: OrderView;
  partActions?: ((part: OrderPart) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  return (
    <ol className="staff-order-card__pickups" aria-label={t('order.pickups')}>
      {order.parts.map((part) => (
        <li key={part.shopId} className="staff-order-card__pickup">
          <p className="staff-order-card__pickup-head">
            <span className="staff-order-card__shop">
              {t('order.pickupFrom', { shop: part.shopName })}
            </span>
            <StatusPill status={part.status} />
          </p>
          <Lines lines={part.lines} label={t('order.pickupItems', { shop: part.shopName })} />
          {part.lines.length > 0 && (
            <p className="staff-order-card__part-total muted">
              {t('order.partTotal', { amount: format.price(part.subtotalPaise) })}
            </p>
          )}
          {partActions?.(part)}
        </li>
      ))}
    </ol>
  );
}

/**
 * One order as staff need it: code, status, the customer with a tap-to-call phone, the address,
 * what to bring and what to collect. A shop sees its own part of the order only: its lines and
 * what they come to. `children` are the actions the viewer may take.
 */
export function OrderCard({
  order,
  headingLevel = 3,
  showPhotos = false,
  partActions,
  children,
}: {
  order: StaffOrderView;
  headingLevel?: 2 | 3;
  /** Customer photos (prescriptions, shopping lists) are for admins and the shop only. */
  showPhotos?: boolean;
  /** Actions on one shop's part of an order from several shops (an admin's). */
  partActions?: (part: OrderPart) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { customer, address } = order;
  const shopPart = isShopView(order) ? order : undefined;
  const wholeOrder = isShopView(order) ? undefined : order;
  const severalShops = wholeOrder !== undefined && wholeOrder.parts.length > 1;
  const photos = [
    order.shoppingList?.photo
      ? { ref: order.shoppingList.photo, label: t('order.listPhoto') }
      : null,
    order.prescriptionPhoto
      ? { ref: order.prescriptionPhoto, label: t('order.prescription') }
      : null,
  ].filter((photo) => photo !== null);
  return (
    <article className="card staff-order-card" aria-labelledby={`order-${order.id}`}>
      <header className="staff-order-card__head">
        <Heading id={`order-${order.id}`} className="staff-order-card__code">
          <span className="visually-hidden">{t('order.code')} </span>
          {order.code}
        </Heading>
        <StatusPill status={shopPart ? shopStatus(shopPart) : order.status} />
      </header>
      <p className="staff-order-card__meta muted">
        {t(`kind.${order.kind}`)} ·{' '}
        {t('order.placedAt', { time: format.dateTime(order.createdAt) })}
      </p>
      {shopPart && shopPart.shopCount > 1 && (
        <p className="staff-order-card__shared muted">
          {t('order.sharedOrder', { count: shopPart.shopCount - 1 })}
        </p>
      )}
      <div className="staff-order-card__customer">
        <p className="staff-order-card__name">{customer.name}</p>
        <CallLink number={customer.phone} name={customer.name} />
      </div>
      <p className="staff-order-card__address">
        <span className="staff-order-card__label">{t('order.address')}</span>
        <span>
          {address.line}
          {address.landmark && (
            <>
              <br />
              {t('order.landmark', { landmark: address.landmark })}
            </>
          )}
        </span>
        {address.pin && (
          <a href={mapUrl(address.pin)} target="_blank" rel="noopener noreferrer">
            {t('order.map')}
          </a>
        )}
      </p>
      {shopPart && <Lines lines={shopPart.part.lines} label={t('order.items')} />}
      {wholeOrder &&
        (severalShops ? (
          <Pickups order={wholeOrder} partActions={partActions} />
        ) : (
          <Lines lines={wholeOrder.items} label={t('order.items')} />
        ))}
      {order.shoppingList?.text && (
        <blockquote className="staff-order-card__list">{order.shoppingList.text}</blockquote>
      )}
      {showPhotos && photos.length > 0 && (
        <ul className="staff-order-card__photos">
          {photos.map((photo) => (
            <li key={photo.ref}>
              <PhotoLink photoRef={photo.ref} label={photo.label} />
            </li>
          ))}
        </ul>
      )}
      {order.note && (
        <p className="staff-order-card__note">{t('order.note', { note: order.note })}</p>
      )}
      <p className="staff-order-card__total">
        <span>{shopPart ? t('order.shopTotal') : t('order.collect')}</span>
        <strong>
          {format.price(shopPart ? shopPart.part.subtotalPaise : (wholeOrder?.totalPaise ?? 0))}
        </strong>
      </p>
      {children && <div className="staff-order-card__actions">{children}</div>}
    </article>
  );
}
