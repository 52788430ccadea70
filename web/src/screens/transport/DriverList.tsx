import type { TransportKind, TransportListing } from '@town/core';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { CallLink } from '../../ui/CallLink';
import { WhatsAppLink } from '../../ui/places';
import { ReadView } from '../../ui/ReadView';
import '../../ui/listing.css';
import { useText } from '../../i18n/content';

/** Drivers (or bus owners) of one kind, those free now first, each with a call button. */
export function DriverList({
  kind,
  headingLevel,
}: {
  kind: TransportKind;
  /** h2 on its own page, h3 under a section heading. */
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('transport');
  const state = useRead('transport', { kind });
  return (
    <ReadView state={state} empty={t(`drivers.empty.${kind}`)}>
      {(listings) => (
        <ul className="card-list card-list--grid">
          {availableFirst(listings).map((listing) => (
            <li key={listing.id}>
              <DriverCard listing={listing} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </ReadView>
  );
}

function availableFirst(listings: readonly TransportListing[]): TransportListing[] {
  return [...listings].sort((a, b) => Number(b.available) - Number(a.available));
}

function DriverCard({
  listing,
  headingLevel: Heading,
}: {
  listing: TransportListing;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation('transport');
  const format = useFormat();
  const text = useText();
  return (
    <article className={listing.available ? 'card listing' : 'card listing listing--away'}>
      <div className="listing__head">
        <Heading className="listing__name">{listing.driver}</Heading>
        <span className={listing.available ? 'status status--on' : 'status status--off'}>
          {listing.available ? t('drivers.available') : t('drivers.away')}
        </span>
      </div>
      <p className="listing__sub">{text(listing, 'vehicle')}</p>
      <dl className="facts">
        <div>
          <dt>{t('drivers.stand')}</dt>
          <dd>{text(listing, 'stand')}</dd>
        </div>
        <div>
          <dt>{t('drivers.seats')}</dt>
          <dd>{format.number(listing.seats)}</dd>
        </div>
        <div>
          <dt>{t('drivers.fare')}</dt>
          <dd>{text(listing, 'fareNote')}</dd>
        </div>
      </dl>
      <div className="contact-row">
        <CallLink number={listing.phone} name={listing.driver} />
        {listing.whatsapp && <WhatsAppLink number={listing.whatsapp} name={listing.driver} />}
      </div>
    </article>
  );
}
