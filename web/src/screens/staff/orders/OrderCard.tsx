import {
  isShopView,
  type OrderItem,
  type OrderPart,
  type OrderStatus,
  type OrderView,
  type PartStatus,
  partAsItStands,
  type StaffOrderView,
  shopStatus,
} from '@town/core';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { backend } from '../../../backend';
import { textIn, useText } from '../../../i18n/content';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTown } from '../../../state/AppState';
import { CallLink } from '../../../ui/CallLink';
import { staffStepTones } from '../../../ui/pillTones';
import { placeMapUrl } from '../../../ui/places';
import { StatusPill } from '../../../ui/StatusPill';
import { ShortLines } from './ShortLine';
import { useSlotText } from './slotGroups';

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

/** An order's or a part's step in the staff's colours (staffStepTones). */
export function StepPill({ status }: { status: OrderStatus | PartStatus }) {
  const { t } = useTranslation('staff');
  return <StatusPill tone={staffStepTones[status]}>{t(`status.${status}`)}</StatusPill>;
}

/** What the viewer may do to one line of a part (a shop saying it does not have it). */
type LineAction = (part: OrderPart, line: OrderItem) => ReactNode;

function Lines({
  lines,
  label,
  action,
}: {
  lines: readonly OrderItem[];
  label: string;
  action?: ((line: OrderItem) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  // The names the customer saw, in the board's language ("পটল · ৫০০ গ্রাম" on a Bengali board).
  const text = useText();
  if (lines.length === 0) return null;
  return (
    <ul className="staff-order-card__items" aria-label={label}>
      {lines.map((item) => (
        <li key={`${item.productId}-${item.shopId}`}>
          <span>
            {t('order.line', { quantity: format.number(item.quantity), name: text(item, 'name') })}
            {item.unit && <span className="muted"> · {text(item, 'unit')}</span>}
          </span>
          <span>{format.price(item.lineTotalPaise)}</span>
          {action && <div className="staff-order-card__line-action">{action(item)}</div>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Packed parts first (the courier can collect them now), then those still packing, then those
 * the courier has; cancelled ones last.
 */
const pickupRank: Record<PartStatus, number> = {
  ready: 0,
  accepted: 1,
  placed: 2,
  pickedUp: 3,
  delivered: 4,
  cancelled: 5,
};

/** A part the courier still has to go to its shop for. */
const stillAtShop = (status: PartStatus) =>
  status !== 'cancelled' && status !== 'pickedUp' && status !== 'delivered';

/**
 * Where the courier collects each shop's part: the shop, its address with a map link, its
 * phone, what to collect and whether the shop has packed it, or the courier has it.
 * `partActions` adds the viewer's moves on a part (an admin's, the courier's pickup).
 */
function Pickups({
  order,
  partActions,
  lineActions,
}: {
  order: OrderView;
  partActions?: ((part: OrderPart) => ReactNode) | undefined;
  lineActions?: LineAction | undefined;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const town = useTown().town?.name;
  const text = useText();
  // Each part as it stands: orders that left before pickups kept their parts "ready"; each
  // shop named in the board's language.
  const parts = order.parts
    .map((part) => ({
      ...part,
      shopName: text(part, 'shopName'),
      status: partAsItStands(order.status, part.status),
    }))
    .sort((a, b) => pickupRank[a.status] - pickupRank[b.status]);
  return (
    <section className="staff-order-card__leg" aria-label={t('pickup.title')}>
      <ol className="staff-order-card__pickups" aria-label={t('order.pickups')}>
        {parts.map((part) => (
          <li
            key={part.shopId}
            className={`staff-order-card__pickup staff-order-card__pickup--${part.status}`}
          >
            <p className="staff-order-card__pickup-head">
              <span className="staff-order-card__shop">
                {t(
                  stillAtShop(part.status) || part.status === 'cancelled'
                    ? 'pickup.from'
                    : 'pickup.fromDone',
                  {
                    shop: part.shopName,
                  },
                )}
              </span>
              {/* One shop: the order's own status above says whether it is packed. */}
              {order.parts.length > 1 && <StepPill status={part.status} />}
            </p>
            {part.pickup && stillAtShop(part.status) && (
              <div className="staff-order-card__place">
                <p className="staff-order-card__address">
                  <span>{part.pickup.address}</span>
                  <a
                    href={placeMapUrl(part.pickup.address, part.pickup.pin, town)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('pickup.mapAddress', { place: part.shopName })}
                  >
                    {t('order.map')}
                  </a>
                </p>
                <CallLink number={part.pickup.phone} name={part.shopName} />
              </div>
            )}
            {part.status !== 'cancelled' && (
              <Lines
                lines={part.lines}
                label={t('order.pickupItems', { shop: part.shopName })}
                action={lineActions && ((line) => lineActions(part, line))}
              />
            )}
            <ShortLines lines={part.short} />
            {part.note && (
              <p className="staff-order-card__note">
                {t('order.noteForShop', { note: part.note })}
              </p>
            )}
            {part.lines.length > 0 && order.parts.length > 1 && (
              <p className="staff-order-card__part-total muted">
                {t('order.partTotal', { amount: format.price(part.subtotalPaise) })}
              </p>
            )}
            {partActions?.(part)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the order goes: the customer, their address with a map link, and their phone. */
function DropOff({ order, heading }: { order: StaffOrderView; heading?: string }) {
  const { t, i18n } = useTranslation('staff');
  const town = useTown().town?.name;
  const { customer, address } = order;
  // A shop's own view carries no locality: the courier's and the admin's do.
  const area = 'area' in order ? order.area : undefined;
  return (
    <section className="staff-order-card__leg" aria-label={heading ?? t('pickup.dropOff')}>
      {heading && <p className="staff-order-card__leg-title">{heading}</p>}
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
          {area && (
            <>
              <br />
              {t('order.area', {
                area: textIn(area, 'name', i18n.language),
                pin: area.pinCode,
              })}
            </>
          )}
        </span>
        <a
          href={placeMapUrl(address.line, address.pin, town)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('pickup.mapAddress', { place: customer.name })}
        >
          {t('order.map')}
        </a>
      </p>
    </section>
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
  lineActions,
  children,
}: {
  order: StaffOrderView;
  headingLevel?: 2 | 3 | 4;
  /** Customer photos (prescriptions, shopping lists) are for admins and the shop only. */
  showPhotos?: boolean;
  /** Actions on one shop's part of an order from several shops (an admin's). */
  partActions?: (part: OrderPart) => ReactNode;
  /** Actions on one line of a shop's part (the shop, or an admin, saying it is short). */
  lineActions?: LineAction;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const slotText = useSlotText();
  const shopPart = isShopView(order) ? order : undefined;
  const wholeOrder = isShopView(order) ? undefined : order;
  const photos = [
    order.shoppingList?.photo
      ? { ref: order.shoppingList.photo, label: t('order.listPhoto') }
      : null,
    order.prescriptionPhoto
      ? { ref: order.prescriptionPhoto, label: t('order.prescription') }
      : null,
    // The courier's photos at the door (decision 2080), for the shop and the admin to check.
    ...(order.proofPhotos ?? []).map((proof) => ({
      ref: proof.photo,
      label:
        proof.outcome === 'delivered' ? t('order.proofDelivered') : t('order.proofNotDelivered'),
    })),
  ].filter((photo) => photo !== null);
  return (
    <article className="card staff-order-card" aria-labelledby={`order-${order.id}`}>
      <header className="staff-order-card__head">
        <Heading id={`order-${order.id}`} className="staff-order-card__code">
          <span className="visually-hidden">{t('order.code')} </span>
          {order.code}
        </Heading>
        <StepPill status={shopPart ? shopStatus(shopPart) : order.status} />
      </header>
      <p className="staff-order-card__meta muted">
        {t(`kind.${order.kind}`)} ·{' '}
        {t('order.placedAt', { time: format.dateTime(order.createdAt) })}
      </p>
      {order.slot && (
        <p className="staff-order-card__slot">
          <strong>{t('slots.deliver', { when: slotText(order.slot) })}</strong>
        </p>
      )}
      {shopPart && shopPart.shopCount > 1 && (
        <p className="staff-order-card__shared muted">
          {t('order.sharedOrder', { count: shopPart.shopCount - 1 })}
        </p>
      )}
      {/* Pickups first, then the drop-off: the order in which the courier goes. */}
      {wholeOrder && wholeOrder.parts.length > 0 ? (
        <>
          <Pickups order={wholeOrder} partActions={partActions} lineActions={lineActions} />
          <DropOff order={order} heading={t('pickup.dropOff')} />
        </>
      ) : (
        <DropOff order={order} />
      )}
      {shopPart && (
        <Lines
          lines={shopPart.part.lines}
          label={t('order.items')}
          action={lineActions && ((line) => lineActions(shopPart.part, line))}
        />
      )}
      {shopPart && <ShortLines lines={shopPart.part.short} />}
      {shopPart?.part.note && (
        <p className="staff-order-card__note">
          {t('order.noteForShop', { note: shopPart.part.note })}
        </p>
      )}
      {wholeOrder && wholeOrder.parts.length === 0 && (
        <Lines lines={wholeOrder.items} label={t('order.items')} />
      )}
      {order.shoppingList?.text && (
        <blockquote className="staff-order-card__list">{order.shoppingList.text}</blockquote>
      )}
      {showPhotos && photos.length > 0 && (
        <ul className="staff-order-card__photos">
          {photos.map((photo) => (
            <li key={photo.ref}>
              {order.photosRemoved ? (
                // Deleted after the town's retention period (decision 2090): no link to fail.
                <span className="muted">
                  {photo.label}: {t('order.photoRemoved', { count: order.photosRemoved.afterDays })}
                </span>
              ) : (
                <PhotoLink photoRef={photo.ref} label={photo.label} />
              )}
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
