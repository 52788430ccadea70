import { useTranslation } from 'react-i18next';
import { useRead } from '../../backend/useRead';
import { CallLink } from '../../ui/CallLink';

/** In an emergency a form is too slow: the ambulance number, one tap away. */
export function AmbulanceNote() {
  const { t } = useTranslation(['medical', 'common']);
  const { data } = useRead('emergencyContacts', { type: 'ambulance' });
  const ambulance = data?.[0];
  if (!ambulance) return null;
  return (
    <aside className="med-alert" aria-labelledby="med-ambulance">
      <div>
        <h2 id="med-ambulance" className="med-alert__title">
          {t('hub.ambulanceTitle')}
        </h2>
        <p className="med-alert__text">{t('hub.ambulanceText', { name: ambulance.name })}</p>
      </div>
      <CallLink
        number={ambulance.phone}
        name={ambulance.name}
        className="call-link med-alert__call"
      />
    </aside>
  );
}
