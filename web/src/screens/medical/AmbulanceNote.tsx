import { useTranslation } from '../../i18n/useTranslation';
import { CallLink } from '../../ui/CallLink';
import { nationalNumbers } from '../../ui/nationalNumbers';

/** 108, the free national ambulance: built into the app, so it shows at once, offline too. */
const ambulancePhone = nationalNumbers.find((entry) => entry.key === 'ambulance')?.phone ?? '108';

/** In an emergency a form is too slow: the ambulance number, one tap away. */
export function AmbulanceNote() {
  const { t } = useTranslation(['medical', 'common']);
  const name = t('hub.ambulanceName');
  return (
    <aside className="med-alert" aria-labelledby="med-ambulance">
      <div>
        <h2 id="med-ambulance" className="med-alert__title">
          {t('hub.ambulanceTitle')}
        </h2>
        <p className="med-alert__text">{t('hub.ambulanceText', { name })}</p>
      </div>
      <CallLink number={ambulancePhone} name={name} className="call-link med-alert__call" />
    </aside>
  );
}
