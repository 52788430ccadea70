import type { EmergencyContact } from '@town/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon, SvgIcon } from '../../shell/icons';
import { telHref } from '../../shell/tel';
import { MapLink, WhatsAppLink } from '../../ui/places';
import { emergencyTypeInfo } from './contacts';
import './emergency.css';
import { useText } from '../../i18n/content';

/**
 * A whole card that dials the number when tapped: made for a shaking hand on a small phone.
 * Its accessible name is everything it shows, starting with "Call".
 */
export function CallCard({
  contact,
  showType = false,
  prominent = false,
  icon,
}: {
  contact: EmergencyContact;
  /** Shows the type ("Police") above the name, for lists that mix types. */
  showType?: boolean;
  /** The first number to try: drawn filled so the eye lands on it. */
  prominent?: boolean;
  /** An icon of its own, for a number that is not of one type (112). */
  icon?: string;
}) {
  const { t } = useTranslation(['emergency', 'common']);
  const text = useText();
  const classes = [
    'call-card',
    prominent && 'call-card--prominent',
    isLongNumber(contact.phone) && 'call-card--long',
  ];
  const card = (
    <a className={classes.filter(Boolean).join(' ')} href={telHref(contact.phone)}>
      <span className="call-card__icon">
        <SvgIcon d={icon ?? emergencyTypeInfo[contact.type].icon} size={26} />
      </span>
      <span className="call-card__text">
        <span className="visually-hidden">{t('callPrefix')} </span>
        {showType && (
          <span className="call-card__type">{t(`common:emergencyType.${contact.type}`)}</span>
        )}
        <span className="call-card__name">{text(contact, 'name')}</span>
        <span className="call-card__meta">
          {contact.address && <span>{text(contact, 'address')}</span>}
          <span className={contact.allDay ? 'hours hours--all-day' : 'hours'}>
            {contact.allDay ? t('allDay') : t('officeHours')}
          </span>
        </span>
      </span>
      <span className="call-card__number">
        <Icon name="phone" size={22} />
        <span>{contact.phone}</span>
      </span>
    </a>
  );
  // A link cannot hold another: the way there and WhatsApp sit under the card.
  if (!contact.address && !contact.whatsapp) return card;
  return (
    <>
      {card}
      <div className="call-card__links">
        {contact.address && (
          <MapLink
            className="map-link call-card__map"
            address={contact.address}
            pin={contact.pin}
            place={text(contact, 'name')}
          />
        )}
        {contact.whatsapp && (
          <WhatsAppLink number={contact.whatsapp} name={text(contact, 'name')} />
        )}
      </div>
    </>
  );
}

/** Short codes (100, 1912) fit beside the name on a phone; ten-digit numbers go under it. */
const isLongNumber = (phone: string) => phone.replace(/\D/g, '').length > 5;
