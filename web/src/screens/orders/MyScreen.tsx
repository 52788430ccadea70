import type { BookingStatus, OrderStatus } from '@town/core';
import { Link } from 'react-router-dom';
import { useClockFormat } from '../../i18n/clockFormat';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import {
  bookingLinkPath,
  bookingLinkUrl,
  type SavedBookingLink,
  savedBookingLinks,
} from '../../state/bookingLinks';
import {
  orderLinkPath,
  orderLinkUrl,
  type SavedOrderLink,
  savedOrderLinks,
} from '../../state/orderLinks';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PushFollow } from '../../ui/PushFollow';
import { ShareLink } from '../../ui/ShareLink';
import { OrderAgain } from './OrderAgain';
import {
  type LinkStatus,
  linkStatusKey,
  type OrderSummary,
  useLinkStatuses,
} from './useLinkStatuses';
import './orders.css';

type Entry =
  | { type: 'order'; at: string; link: SavedOrderLink }
  | { type: 'booking'; at: string; link: SavedBookingLink };

/**
 * /my: everything this browser ordered or booked, newest first, each opening its private link
 * (where it can be followed, cancelled, moved or ordered again) and shared from here. The
 * list lives in this browser only; each entry's current status is asked of the host by its
 * private link when the screen opens (see useLinkStatuses).
 */
export default function MyScreen() {
  const { t } = useTranslation('orders');
  const entries: Entry[] = [
    ...savedOrderLinks().map((link) => ({ type: 'order' as const, at: link.placedAt, link })),
    ...savedBookingLinks().map((link) => ({ type: 'booking' as const, at: link.placedAt, link })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const statuses = useLinkStatuses(
    entries.map(({ type, link }) => ({ type, code: link.code, secret: link.secret })),
  );

  return (
    <Page title={t('my.title')} lead={t('my.lead')} className="orders-page">
      {entries.length === 0 ? (
        <EmptyState
          action={
            <Link to="/" className="button button--quiet">
              {t('my.start')}
            </Link>
          }
        >
          {t('my.empty')}
        </EmptyState>
      ) : (
        <ul className="my-list">
          {entries.map((entry) =>
            entry.type === 'order' ? (
              <OrderEntry
                key={`o-${entry.link.code}`}
                link={entry.link}
                status={statuses.get(linkStatusKey({ type: 'order', ...entry.link }))}
              />
            ) : (
              <BookingEntry
                key={`b-${entry.link.code}`}
                link={entry.link}
                status={statuses.get(linkStatusKey({ type: 'booking', ...entry.link }))}
              />
            ),
          )}
        </ul>
      )}
      <p className="muted">
        {t('my.kept')} <Link to="/privacy">{t('my.privacy')}</Link>
      </p>
    </Page>
  );
}

/**
 * Where an order or a booking has nothing left to tell: no button to follow it. A medical help
 * request has no steps (the help desk calls), so it is never followed.
 */
const overStatuses = new Set(['delivered', 'cancelled', 'seen', 'noShow', 'reportReady']);
const canFollow = (status: LinkStatus | undefined) =>
  status?.fresh === true && !overStatuses.has(status.status);

/** Where the entry stands, as the host last said; "last known" when it could not be asked now. */
function StatusLine({ status, label }: { status: LinkStatus | undefined; label: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  if (!status) return null;
  return (
    <p className={`my-entry__status my-entry__status--${status.status}`}>
      {status.fresh
        ? t('myStatus.now', { status: label })
        : t('myStatus.lastKnown', { status: label, at: format.dateTime(status.checkedAt) })}
    </p>
  );
}

function OrderEntry({ link, status }: { link: SavedOrderLink; status: LinkStatus | undefined }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <li className="my-entry card">
      <div className="my-entry__head">
        <span className="my-entry__kind">{t('my.kind.order')}</span>
        <time className="muted" dateTime={link.placedAt}>
          {format.dateTime(link.placedAt)}
        </time>
      </div>
      <p className="my-entry__title">{t('code', { code: link.code })}</p>
      {status?.order && <OrderLines order={status.order} />}
      <StatusLine
        status={status}
        label={status ? t(`status.${status.status as OrderStatus}`) : ''}
      />
      <div className="button-row">
        <Link to={orderLinkPath(link)} className="button">
          {t('my.open')}
        </Link>
        <ShareLink
          url={orderLinkUrl(link)}
          title={t('code', { code: link.code })}
          label={t('myStatus.shareOrder')}
          warning={t('myStatus.shareOrderWarning')}
        />
      </div>
      {canFollow(status) && <PushFollow of="order" code={link.code} secret={link.secret} />}
      {/* An order that is over is the one people order again; one under way is opened. */}
      {status?.order && (status.status === 'delivered' || status.status === 'cancelled') && (
        <OrderAgain order={status.order} />
      )}
    </li>
  );
}

/** The first few things ordered and the total: "Miniket Rice × 1, Banana × 2 · ₹420". */
function OrderLines({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  const shown = order.items.slice(0, 3);
  const items = shown
    .map((item) =>
      t('my.item', { name: text(item, 'name'), quantity: format.number(item.quantity) }),
    )
    .join(', ');
  const more = order.items.length - shown.length;
  return (
    <p className="my-entry__items">
      {more > 0 ? t('my.itemsMore', { items, count: more }) : items}
      {items ? ' · ' : ''}
      {format.price(order.totalPaise)}
    </p>
  );
}

function BookingEntry({
  link,
  status,
}: {
  link: SavedBookingLink;
  status: LinkStatus | undefined;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const text = useText();
  const clock = useClockFormat();
  return (
    <li className={`my-entry card${link.cancelled ? ' my-entry--cancelled' : ''}`}>
      <div className="my-entry__head">
        <span className="my-entry__kind">{t(`my.kind.${link.kind}`)}</span>
        <time className="muted" dateTime={link.placedAt}>
          {format.dateTime(link.placedAt)}
        </time>
      </div>
      <p className="my-entry__title">{text(link, 'title')}</p>
      <p className="muted">
        {link.code}
        {link.date ? ` · ${format.day(link.date)}` : ''}
        {link.slot ? ` · ${clock.timeOfDay(link.slot)}` : ''}
        {link.cancelled && !status ? ` · ${t('status.cancelled')}` : ''}
      </p>
      <StatusLine
        status={status}
        label={status ? t(`myStatus.booking.${status.status as BookingStatus}`) : ''}
      />
      <div className="button-row">
        <Link to={bookingLinkPath(link)} className="button">
          {t('my.open')}
        </Link>
        <ShareLink
          url={bookingLinkUrl(link)}
          title={`${t(`my.kind.${link.kind}`)} ${link.code}`}
          label={t('myStatus.shareBooking')}
          warning={t('myStatus.shareBookingWarning')}
        />
      </div>
      {link.kind !== 'assistance' && canFollow(status) && (
        <PushFollow of="booking" code={link.code} secret={link.secret} />
      )}
    </li>
  );
}
