import type { Doctor } from '@town/core';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { CallLink } from '../../ui/CallLink';
import { CatalogPicture } from '../../ui/CatalogPicture';
import { MapLink, WhatsAppLink } from '../../ui/places';
import { appointmentPath, doctorPath } from './doctors';
import { HoursList } from './Hours';
import { medicalIcons } from './icons';
import { ListedNextSlot, type NextSlots } from './NextSlot';

/** "Dr. Amitava Ghosh" -> "AG": a friendly mark where the data has no photo. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function DoctorAvatar({ doctor, large = false }: { doctor: Doctor; large?: boolean }) {
  const className = large ? 'med-avatar med-avatar--large' : 'med-avatar';
  const initials = (
    <span className={className} aria-hidden="true">
      {initialsOf(doctor.name)}
    </span>
  );
  // An uploaded photo (4:3) is cropped to the round avatar; the initials stand in without one.
  return (
    <CatalogPicture
      image={doctor.image}
      className={className}
      sizes="72px"
      width={56}
      height={56}
      fallback={initials}
    />
  );
}

/**
 * A doctor at a glance: who, what, where, when, how much, and the ways to book or call.
 * `nextSlots` is the list's one `doctorsNextSlots` answer (no line until it has arrived).
 */
export function DoctorCard({
  doctor,
  level = 3,
  nextSlots,
}: {
  doctor: Doctor;
  level?: 2 | 3;
  nextSlots?: NextSlots;
}) {
  const { t } = useTranslation(['medical', 'common']);
  const text = useText();
  const format = useFormat();
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `doctor-${doctor.id}`;
  return (
    <article className="card med-doctor" aria-labelledby={headingId}>
      <div className="med-doctor__head">
        <DoctorAvatar doctor={doctor} />
        <div className="med-doctor__who">
          <Heading id={headingId} className="med-doctor__name">
            <Link to={doctorPath(doctor.id)}>{doctor.name}</Link>
          </Heading>
          <p className="med-doctor__specialty">{text(doctor, 'specialty')}</p>
          {doctor.qualifications && (
            <p className="med-doctor__quals">{text(doctor, 'qualifications')}</p>
          )}
        </div>
      </div>
      <dl className="med-facts">
        <div className="med-facts__row">
          <dt>
            <SvgIcon d={medicalIcons.pin} size={18} />
            <span className="visually-hidden">{t('doctor.chamber')}</span>
          </dt>
          <dd>
            <span className="med-facts__strong">{text(doctor.chamber, 'name')}</span>
            <span className="med-facts__sub">
              {text(doctor.chamber, 'address')}{' '}
              <MapLink
                address={doctor.chamber.address}
                pin={doctor.chamber.pin}
                place={text(doctor.chamber, 'name')}
              />
            </span>
          </dd>
        </div>
        <div className="med-facts__row">
          <dt>
            <SvgIcon d={medicalIcons.clock} size={18} />
            <span className="visually-hidden">{t('hours.label')}</span>
          </dt>
          <dd>
            <ListedNextSlot doctorId={doctor.id} slots={nextSlots} />
            <HoursList hours={doctor.hours} />
          </dd>
        </div>
        <div className="med-facts__row">
          <dt>
            <SvgIcon d={medicalIcons.rupee} size={18} />
            <span className="visually-hidden">{t('doctor.fee')}</span>
          </dt>
          <dd>
            <span className="med-facts__strong">
              {doctor.feePaise > 0
                ? t('doctor.feeValue', { fee: format.price(doctor.feePaise) })
                : t('common:free')}
            </span>
          </dd>
        </div>
      </dl>
      <div className="med-doctor__actions">
        <Link
          to={appointmentPath(doctor.id)}
          className="button button--small"
          aria-label={t('doctor.bookWith', { name: doctor.name })}
        >
          {t('doctor.book')}
        </Link>
        <CallLink
          number={doctor.chamber.phone}
          name={text(doctor.chamber, 'name')}
          className="call-link call-link--quiet"
        />
        {doctor.chamber.whatsapp && (
          <WhatsAppLink number={doctor.chamber.whatsapp} name={text(doctor.chamber, 'name')} />
        )}
      </div>
    </article>
  );
}

/**
 * Doctors' cards, each with its next free slot: one `doctorsNextSlots` read for the whole list
 * (on Firebase one call and at most a query a day ahead), not one `doctorNextSlot` per card.
 */
export function DoctorList({ doctors, level = 3 }: { doctors: readonly Doctor[]; level?: 2 | 3 }) {
  const { data: nextSlots } = useRead('doctorsNextSlots');
  return (
    <ul className="card-list card-list--grid med-doctors">
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} level={level} nextSlots={nextSlots} />
        </li>
      ))}
    </ul>
  );
}
