import type { PrivateBookingView } from '@town/core';
import { useClockFormat } from '../../i18n/clockFormat';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { type TFunction, useTranslation } from '../../i18n/useTranslation';
import { CallLink } from '../../ui/CallLink';
import { publicBookingTones } from '../../ui/pillTones';
import { MapLink, type MapPoint, WhatsAppLink } from '../../ui/places';
import { StatusPill } from '../../ui/StatusPill';
import { BookedDetails, type DetailRow } from './BookedDetails';
import { BookingSteps } from './BookingSteps';
import { middayOf } from './time';

/** A place to go or call: its name, its address with a map link, and its phone. */
export function Place({
  place,
}: {
  place: {
    name: string;
    address: string;
    /** In Bengali, shown on a Bengali page (a doctor's chamber has them). */
    nameBn?: string;
    addressBn?: string;
    phone: string;
    whatsapp?: string;
    pin?: MapPoint;
  };
}) {
  const text = useText();
  const name = text(place, 'name');
  return (
    <div className="med-place">
      <p className="med-place__name">{name}</p>
      <p className="muted">
        {text(place, 'address')} <MapLink address={place.address} pin={place.pin} place={name} />
      </p>
      <div className="contact-row">
        <CallLink number={place.phone} name={name} />
        {place.whatsapp && <WhatsAppLink number={place.whatsapp} name={name} />}
      </div>
    </div>
  );
}

/**
 * One appointment, lab booking or help request as its private link shows it, with who is to
 * confirm it and how: nothing here says more than the booking's real state.
 */
export function BookingCard({
  booking,
  showCode = true,
}: {
  booking: PrivateBookingView;
  /** Off where the code is already shown large (the confirmation). */
  showCode?: boolean;
}) {
  const { t } = useTranslation('medical');
  const format = useFormat();
  const text = useText();
  const clock = useClockFormat();
  const rows: DetailRow[] = [];
  const when = booking.appointment ?? booking.labTest;
  if (when) rows.push({ label: t('thanks.date'), value: format.date(middayOf(when.date)) });
  const time = booking.appointment?.slot ?? booking.labTest?.time;
  if (time) rows.push({ label: t('thanks.time'), value: clock.timeOfDay(time) });
  rows.push({ label: t('booking.patient'), value: booking.patient.name });

  return (
    <article className="card med-booking-card" aria-labelledby={`booking-${booking.code}`}>
      <header className="med-booking-card__head">
        <h2 id={`booking-${booking.code}`} className="med-booking-card__title">
          {showCode ? (
            <>
              {t(`thanks.codeLabel.${booking.kind}`)}{' '}
              <span className="med-thanks__code-inline">{booking.code}</span>
            </>
          ) : (
            t('booking.yours')
          )}
        </h2>
        <StatusPill tone={publicBookingTones[booking.status]}>
          {t(`booking.status.${booking.status}`)}
        </StatusPill>
      </header>
      <p className="med-booking-card__state">{stateText(t, booking)}</p>

      {booking.appointment && (
        <>
          <p className="med-booking-card__who">
            {booking.appointment.doctorName} · {text(booking.appointment, 'specialty')}
          </p>
          <Place place={booking.appointment.chamber} />
          {booking.appointment.feePaise > 0 && (
            <p className="muted">
              {t('booking.fee', { fee: format.price(booking.appointment.feePaise) })}
            </p>
          )}
        </>
      )}

      {booking.labTest && (
        <>
          {booking.labTest.lab && <Place place={booking.labTest.lab} />}
          <h3 className="med-booking-card__sub">{t('booking.testsTitle')}</h3>
          <ul className="med-booking-card__tests">
            {booking.labTest.tests.map((test) => (
              <li key={test.name}>
                <span>{text(test, 'name')}</span> <span>{format.price(test.pricePaise)}</span>
                {test.preparation && <p className="muted">{text(test, 'preparation')}</p>}
              </li>
            ))}
          </ul>
          <p>
            {booking.labTest.homeCollection
              ? t('booking.homeCollection', { address: booking.labTest.address?.line ?? '' })
              : t('booking.atTheLab')}
          </p>
          <p className="med-booking-card__total">
            <span>{t('thanks.total')}</span>
            <strong>{format.price(booking.labTest.totalPaise)}</strong>
          </p>
        </>
      )}

      {booking.assistance && (
        <>
          <p>{booking.assistance.need}</p>
          <p className="muted">{booking.assistance.address.line}</p>
        </>
      )}

      <BookedDetails rows={rows} />
      <BookingSteps booking={booking} />
    </article>
  );
}

/** Where the booking stands, in a sentence for its kind. */
function stateText(t: TFunction<'medical'>, booking: PrivateBookingView): string {
  const phone = { phone: booking.patient.phone };
  const status = booking.status;
  switch (booking.kind) {
    case 'appointment':
      return status === 'requested' ||
        status === 'confirmed' ||
        status === 'seen' ||
        status === 'cancelled' ||
        status === 'noShow'
        ? t(`booking.state.appointment.${status}`, phone)
        : '';
    case 'labTest':
      return status === 'requested' ||
        status === 'confirmed' ||
        status === 'sampleCollected' ||
        status === 'reportReady' ||
        status === 'cancelled' ||
        status === 'noShow'
        ? t(`booking.state.labTest.${status}`, phone)
        : '';
    case 'assistance':
      return t(`booking.state.assistance.${status === 'handled' ? 'handled' : 'waiting'}`, phone);
  }
}
