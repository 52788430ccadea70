import { useTranslation } from '../../i18n/useTranslation';
import { Icon, SvgIcon } from '../../shell/icons';
import { Loading } from '../../shell/Loading';
import { useTown } from '../../state/AppState';
import { CallLink } from '../../ui/CallLink';
import { Problem } from '../../ui/Problem';
import { MapLink } from '../../ui/places';
import './info.css';

const chatIcon = 'M4 20l1.3-3.9A8 8 0 1 1 8 19.2zM9 10h.01M12 10h.01M15 10h.01';

/** wa.me wants the country code and digits only; town numbers are Indian. */
function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}

/** The town help desk's phone, WhatsApp, email and address from the town settings: what it has. */
export function TownContact() {
  const { t } = useTranslation(['info', 'common']);
  const { town, error, loading, reload } = useTown();
  if (!town) {
    if (error) return <Problem error={error} onRetry={reload} />;
    return loading ? <Loading /> : null;
  }
  const { contact } = town;
  return (
    <ul className="town-contact">
      {contact.phone && (
        <li>
          <span className="town-contact__label">{t('contact.phone')}</span>
          <CallLink number={contact.phone} name={t('contact.helpDesk')} />
        </li>
      )}
      {contact.whatsapp && (
        <li>
          <span className="town-contact__label">{t('contact.whatsapp')}</span>
          <a
            className="town-contact__value"
            href={whatsappHref(contact.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SvgIcon d={chatIcon} size={18} />
            {contact.whatsapp}
            <span className="visually-hidden"> ({t('contact.opensWhatsapp')})</span>
          </a>
        </li>
      )}
      {contact.email && (
        <li>
          <span className="town-contact__label">{t('contact.email')}</span>
          <a className="town-contact__value" href={`mailto:${contact.email}`}>
            <Icon name="mail" size={18} />
            {contact.email}
          </a>
        </li>
      )}
      {contact.address && (
        <li>
          <span className="town-contact__label">{t('contact.address')}</span>
          <span className="town-contact__text">
            <Icon name="pin" size={18} />
            {contact.address}
          </span>
          <MapLink
            address={contact.address}
            {...(contact.pin ? { pin: contact.pin } : {})}
            place={t('contact.helpDesk')}
          />
        </li>
      )}
    </ul>
  );
}
