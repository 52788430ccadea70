import type { PrivateBookingView } from '@town/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddressIsPrivate } from '../../render/serverRender';
import { SvgIcon } from '../../shell/icons';
import { Loading } from '../../shell/Loading';
import { bookingLinkUrl, savedBookingLink } from '../../state/bookingLinks';
import { savedOrderLink } from '../../state/orderLinks';
import { EmptyState } from '../../ui/EmptyState';
import { OrderLinkShare } from '../../ui/OrderLinkShare';
import { Page } from '../../ui/Page';
import { ShareLink } from '../../ui/ShareLink';
import { useAction } from '../../ui/useAction';
import { BookingCard } from './BookingCard';
import { medicalIcons } from './icons';
import { type ConfirmationKind, isConfirmationKind, type ThankYouState } from './thanks';
import { middayOf } from './time';
import './medical.css';
import { BookedDetails, type DetailRow } from './BookedDetails';

/** Steps each confirmation lists under "What happens next". */
const stepCount: Record<ConfirmationKind, number> = {
  order: 3,
  appointment: 3,
  labTest: 3,
  assistance: 2,
};

/** What is confirmed, from router state or the address (`?kind=&code=`, which every booking writes). */
function confirmationOf(params: URLSearchParams, state: ThankYouState) {
  const code = (state.code ?? params.get('code') ?? '').trim().slice(0, 40);
  const rawKind = state.kind ?? params.get('kind');
  const kind: ConfirmationKind = isConfirmationKind(rawKind) ? rawKind : 'order';
  return { code, kind };
}

/**
 * What the host paints of this page: the heading, the code card and what happens next, from the
 * address alone (the whole page when the address has no code). The details of what was booked
 * (router state, or the booking kept on this phone) and its link come after hydration below all
 * of that, so their arrival moves nothing already on screen (decision 1390).
 */
export function HostPainted() {
  const [params] = useSearchParams();
  const { code, kind } = confirmationOf(params, {});
  useAddressIsPrivate(code !== '');
  if (!code) return <NoCode />;
  return (
    <Confirmation kind={kind} code={code}>
      <Loading />
    </Confirmation>
  );
}

/**
 * /medical/thankYou: the code of the order or booking just made (router state or `?code=`), what
 * happens next, then what was booked (the booking kept on this phone, or the details the booking
 * screen passed on) with its private link, and the ways on.
 */
export default function ThankYouPage() {
  const { t } = useTranslation(['medical', 'common']);
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as ThankYouState;
  const { code, kind } = confirmationOf(params, state);
  const link = kind === 'order' ? savedOrderLink(code.toUpperCase()) : undefined;
  const bookingLink = kind === 'order' ? undefined : savedBookingLink(code.toUpperCase());
  const { booking, settled } = useBooking(bookingLink);

  if (!code) return <NoCode />;

  return (
    <Confirmation kind={kind} code={code}>
      {/* What this phone knows of the booking waits for it, below all that is painted: the
          booking's card arriving late pushes nothing down. */}
      {settled ? (
        <>
          {booking ? (
            <BookingCard booking={booking} showCode={false} />
          ) : (
            <Details kind={kind} state={state} />
          )}
          {kind === 'order' && link && <OrderLinkShare link={link} />}
          {bookingLink && (
            <section className="card med-booking-share" aria-labelledby="booking-share">
              <h2 id="booking-share" className="section-title">
                {t('booking.linkTitle')}
              </h2>
              <p className="muted">{t('booking.linkHint')}</p>
              <div className="button-row">
                <Link
                  to={`/booking/${encodeURIComponent(bookingLink.code)}#${bookingLink.secret}`}
                  className="button"
                >
                  {t('booking.open')}
                </Link>
                <ShareLink url={bookingLinkUrl(bookingLink)} title={t('booking.title', { code })} />
              </div>
            </section>
          )}
          <div className="button-row">
            {kind === 'order' && (
              <Link to="/findOrder" className="button">
                {t('thanks.track')}
              </Link>
            )}
            <Link to="/my" className="button button--quiet">
              {t('booking.toMy')}
            </Link>
            <Link to="/medical" className={kind === 'order' ? 'button button--quiet' : 'button'}>
              {t('thanks.toMedical')}
            </Link>
          </div>
        </>
      ) : (
        <Loading />
      )}
    </Confirmation>
  );
}

/** The part of the page the address tells: heading, code card and what happens next. */
function Confirmation({
  kind,
  code,
  children,
}: {
  kind: ConfirmationKind;
  code: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <Page title={t(`thanks.title.${kind}`)} className="med med-thanks">
      <CodeCard kind={kind} code={code} />
      <section className="med-section" aria-labelledby="med-next">
        <h2 id="med-next" className="section-title">
          {t('thanks.nextTitle')}
        </h2>
        <ol className="med-steps">
          {Array.from({ length: stepCount[kind] }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps, never reordered.
            <li key={index}>{t(`thanks.next.${kind}.${index}` as 'thanks.next.order.0')}</li>
          ))}
        </ol>
      </section>
      {children}
    </Page>
  );
}

/** No code in the address: nothing to confirm, the way back to the medical services. */
function NoCode() {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <Page title={t('thanks.noCodeTitle')} back="/medical" className="med">
      <EmptyState
        action={
          <Link to="/medical" className="button button--quiet">
            {t('thanks.toMedical')}
          </Link>
        }
      >
        {t('thanks.noCode')}
      </EmptyState>
    </Page>
  );
}

/** The code just given, to keep. */
function CodeCard({ kind, code }: { kind: ConfirmationKind; code: string }) {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <div className="card med-thanks__card">
      <span className="med-thanks__icon" aria-hidden="true">
        <SvgIcon d={medicalIcons.check} size={32} />
      </span>
      <p className="med-thanks__label">{t(`thanks.codeLabel.${kind}`)}</p>
      <p className="med-thanks__code">{code}</p>
      <p className="muted">{t('thanks.keepCode')}</p>
    </div>
  );
}

/**
 * The booking just made, as its private link shows it: the truth about who confirms it.
 * `settled` once there is nothing to open, or it was opened or failed to open.
 */
function useBooking(link: { code: string; secret: string } | undefined) {
  const open = useAction('openBookingLink');
  const [booking, setBooking] = useState<PrivateBookingView | undefined>();
  const { run } = open;
  const code = link?.code;
  const secret = link?.secret;
  useEffect(() => {
    if (!code || !secret) return;
    void run({ code, secret }).then((result) => {
      if (result) setBooking(result.booking);
    });
  }, [code, secret, run]);
  const settled = !code || !secret || booking !== undefined || open.error !== undefined;
  return { booking, settled };
}

function Details({ kind, state }: { kind: ConfirmationKind; state: ThankYouState }) {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const clock = useClockFormat();
  const rows: DetailRow[] = [];
  if (kind === 'appointment' && state.doctor)
    rows.push({ label: t('thanks.doctor'), value: state.doctor });
  if (state.date && /^\d{4}-\d{2}-\d{2}$/.test(state.date)) {
    rows.push({ label: t('thanks.date'), value: format.date(middayOf(state.date)) });
  }
  if (state.slot && /^\d{2}:\d{2}$/.test(state.slot)) {
    rows.push({ label: t('thanks.time'), value: clock.timeOfDay(state.slot) });
  }
  if (typeof state.totalPaise === 'number' && state.totalPaise > 0) {
    rows.push({ label: t('thanks.total'), value: format.price(state.totalPaise) });
  }
  if (rows.length === 0) return null;
  return (
    <section className="card med-thanks__booked" aria-labelledby="med-booked">
      <h2 id="med-booked" className="med-booking-card__title">
        {t(`thanks.bookedTitle.${kind}`)}
      </h2>
      <BookedDetails rows={rows} />
    </section>
  );
}
