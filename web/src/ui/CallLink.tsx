import { useTranslation } from '../i18n/useTranslation';
import { Icon } from '../shell/icons';
import { telHref } from '../shell/tel';

/** A phone number as a big tap-to-call button; the label says who is called. */
export function CallLink({
  number,
  name,
  className = 'call-link',
}: {
  number: string;
  /** Who answers, for screen readers: "Call Sonapur Police Station". */
  name?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      className={className}
      href={telHref(number)}
      aria-label={name ? t('call', { name, number }) : t('callNumber', { number })}
    >
      <Icon name="phone" size={18} />
      <span>{number}</span>
    </a>
  );
}
