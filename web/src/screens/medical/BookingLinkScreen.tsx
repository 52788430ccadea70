import { type Doctor, followLinkIn, type PrivateBookingView } from '@town/core';
import { type BookingStep, finalBookingSteps } from '@town/core/vocabulary';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useClockFormat } from '../../i18n/clockFormat';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddressIsPrivate } from '../../render/serverRender';
import { Loading } from '../../shell/Loading';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';
import { bookingLinkUrl, savedBookingLink } from '../../state/bookingLinks';
import { Page } from '../../ui/Page';
import { LinkNotFound, linkNotFound, PrivateLinkRoute, useLinkCode } from '../../ui/PrivateLink';
import { Problem } from '../../ui/Problem';
import { ShareLink } from '../../ui/ShareLink';
import { TwoStepAction } from '../../ui/TwoStepAction';
import { useAction } from '../../ui/useAction';
import { chamberDays, Slots } from './AppointmentPage';
import { BookingCard } from './BookingCard';
import { keepBookingLink } from './bookingLinkSave';
import { QueueLine } from './QueueLine';
import { middayOf, townTimeNow, townToday } from './time';
import './medical.css';

/**
 * /booking/{code}#{secret}: an appointment, lab booking or medical help request by its private
 * link, with cancel and (for an appointment) another time while that is still allowed.
 */
export default function BookingLinkScreen() {
  return (
    <PrivateLinkRoute find={savedBookingLink}>
      {(code, secret) => <BookingByLink code={code} secret={secret} />}
    </PrivateLinkRoute>
  );
}

/**
 * What the host paints before the browser opens the booking: the heading with the code from the
 * address and the lead, as the screen shows them while the booking loads. Never the booking: its
 * secret is in the fragment, which never reaches the host.
 */
export function HostPainted() {
  const { t } = useTranslation('medical');
  const code = useLinkCode();
  useAddressIsPrivate();
  return (
    <Page title={t('booking.title', { code })} lead={t('booking.lead')} className="med">
      <Loading />
    </Page>
  );
}

function BookingByLink({ code, secret }: { code: string; secret: string }) {
  const { t, i18n } = useTranslation('medical');
  const format = useFormat();
  const clock = useClockFormat();
  const open = useAction('openBookingLink');
  const [booking, setBooking] = useState<PrivateBookingView | undefined>();
  // What a tap below just did, said at the top of the booking and scrolled to: the buttons that
  // did it are at the bottom of a long page, and vanish once used.
  const [done, setDone] = useState<string | undefined>();
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!done) return;
    doneRef.current?.scrollIntoView({ block: 'start' });
    doneRef.current?.focus({ preventScroll: true });
  }, [done]);

  const { run } = open;
  useEffect(() => {
    if (!secret) return;
    void run({ code, secret }).then((result) => {
      if (!result) return;
      setBooking(result.booking);
      keepBookingLink(result.booking, secret);
    });
  }, [code, secret, run]);

  const show = (next: PrivateBookingView) => {
    setBooking(next);
    keepBookingLink(next, secret);
  };
  const moved = (next: PrivateBookingView) => {
    show(next);
    const at = next.appointment;
    const when = at ? `${format.shortDate(middayOf(at.date))}, ${clock.timeOfDay(at.slot)}` : '';
    setDone(t('booking.movedNotice', { when }));
  };
  const cancelled = (next: PrivateBookingView) => {
    show(next);
    setDone(t('booking.cancelledNotice'));
  };

  if (linkNotFound(secret, open.error)) {
    return (
      <LinkNotFound
        title={t('booking.badTitle')}
        message={t('booking.bad')}
        className="med"
        back={{ to: '/my', label: t('booking.toMy') }}
      />
    );
  }

  // Steps still to come are worth following; an ended booking has none. The bot answers in
  // this page's language.
  const following =
    booking?.telegramFollow && !finalBookingSteps.includes(booking.status as BookingStep)
      ? followLinkIn(booking.telegramFollow, i18n.language)
      : undefined;

  return (
    <Page title={t('booking.title', { code })} lead={t('booking.lead')} className="med">
      {!booking ? (
        open.error ? (
          <Problem error={open.error} onRetry={() => void run({ code, secret })} />
        ) : (
          <Loading />
        )
      ) : (
        <>
          {done && (
            <p ref={doneRef} className="med-booking-done" role="status" tabIndex={-1}>
              {done}
            </p>
          )}
          {booking.appointment && <QueueLine code={code} secret={secret} />}
          <BookingCard booking={booking} />
          {booking.reschedulable && booking.appointment && (
            <Reschedule
              doctorId={booking.appointment.doctorId}
              current={booking.appointment}
              code={code}
              secret={secret}
              onMoved={moved}
            />
          )}
          {booking.cancellable && (
            <CancelBooking code={code} secret={secret} onCancelled={cancelled} />
          )}
          {booking.kind === 'assistance' && booking.status !== 'cancelled' && (
            <p className="muted">{t('booking.assistanceStop')}</p>
          )}
          <section className="card med-booking-share" aria-labelledby="booking-share">
            <h2 id="booking-share" className="section-title">
              {t('booking.linkTitle')}
            </h2>
            <p className="muted">{t('booking.linkHint')}</p>
            <div className="button-row">
              <ShareLink
                url={bookingLinkUrl({ code, secret })}
                title={t('booking.title', { code })}
              />
              {following && (
                <a
                  className="button button--quiet"
                  href={following}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('booking.follow')}
                </a>
              )}
            </div>
            {following && <p className="muted">{t('booking.followHint')}</p>}
          </section>
          <p>
            <Link to="/my">{t('booking.toMy')}</Link>
          </p>
        </>
      )}
    </Page>
  );
}

function CancelBooking({
  code,
  secret,
  onCancelled,
}: {
  code: string;
  secret: string;
  onCancelled: (booking: PrivateBookingView) => void;
}) {
  const { t } = useTranslation('medical');
  const cancel = useAction('cancelBooking');

  async function cancelIt() {
    const result = await cancel.run({ code, secret });
    if (result) onCancelled(result.booking);
  }

  return (
    <section className="card med-booking-cancel" aria-labelledby="booking-cancel">
      <h2 id="booking-cancel" className="section-title">
        {t('booking.cancelTitle')}
      </h2>
      <TwoStepAction
        labels={{
          start: t('booking.cancelStart'),
          confirm: t('booking.cancelConfirm'),
          keep: t('booking.cancelKeep'),
        }}
        pending={cancel.pending}
        onConfirm={cancelIt}
      />
      {cancel.error && <Problem error={cancel.error} />}
    </section>
  );
}

function Reschedule({
  doctorId,
  current,
  code,
  secret,
  onMoved,
}: {
  doctorId: string;
  current: { date: string; slot: string };
  code: string;
  secret: string;
  onMoved: (booking: PrivateBookingView) => void;
}) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const doctor = useRead('doctor', { id: doctorId });
  const move = useAction('rescheduleAppointment');
  const timeZone = useTownTimeZone();
  const now = useNow(60_000);
  const today = townToday(timeZone, now);
  const days = useMemo(
    () => (doctor.data ? chamberDays(doctor.data as Doctor, today) : []),
    [doctor.data, today],
  );
  const [date, setDate] = useState(current.date);
  const [slot, setSlot] = useState('');

  async function submit() {
    if (!slot) return;
    const result = await move.run({ code, secret, date, slot });
    if (result) {
      setOpen(false);
      setSlot('');
      onMoved(result.booking);
    }
  }

  return (
    <section className="card med-booking-move" aria-labelledby="booking-move">
      <h2 id="booking-move" className="section-title">
        {t('booking.moveTitle')}
      </h2>
      {!open ? (
        <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
          {t('booking.moveStart')}
        </button>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{t('appointment.dayLegend')}</span>
            <select
              className="field__input"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setSlot('');
              }}
            >
              {[...new Set([current.date, ...days])].sort().map((day) => (
                <option key={day} value={day}>
                  {format.shortDate(middayOf(day))}
                </option>
              ))}
            </select>
          </label>
          <Slots
            doctorId={doctorId}
            date={date}
            after={date === today ? townTimeNow(timeZone, now) : undefined}
            slot={slot}
            onSlot={setSlot}
            taken={move.error?.status === 'ALREADY_EXISTS'}
            error={undefined}
            refreshKey={0}
          />
          {move.error && <Problem error={move.error} />}
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={!slot || move.pending}
              onClick={() => void submit()}
            >
              {t('booking.moveConfirm')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
              {t('booking.cancelKeep')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
