import { Link, useLocation } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CallCard, contactsOfType, NationalCards, townOnly } from '../emergency';
import { transportKindInfo } from './kinds';
import './transport.css';

const kinds = ['toto', 'car', 'bus'] as const;

/**
 * /transport and /emergency/transport (one screen): the three ways to travel, and the transport
 * helplines: India's (built in) and the town's from the emergency numbers (the same cached read as
 * /emergency, so they show offline).
 */
export default function TransportHub() {
  const { t } = useTranslation(['transport', 'emergency']);
  const { pathname } = useLocation();
  const fromEmergency = pathname.startsWith('/emergency');
  const helplines = useRead('emergencyContacts');
  return (
    <Page
      title={t('hub.title')}
      lead={t('hub.lead')}
      {...(fromEmergency ? { back: '/emergency', eyebrow: t('emergency:hub.title') } : {})}
    >
      <ul className="tiles transport-tiles">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link to={transportKindInfo[kind].path} className="tile tile--amber">
              <span className="tile__icon">
                <SvgIcon d={transportKindInfo[kind].icon} size={26} />
              </span>
              <span className="tile__label">{t(`kinds.${kind}.label`)}</span>
              <span className="tile__hint">{t(`kinds.${kind}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="transport-helplines" className="transport-helplines">
        <h2 id="transport-helplines" className="section-title">
          {t('hub.helplines')}
        </h2>
        <NationalCards type="transport" prominentFirst={false} />
        <ReadView state={helplines} empty={t('hub.noHelplines')}>
          {(contacts) => {
            const list = contactsOfType(townOnly(contacts), 'transport');
            if (list.length === 0) return null;
            return (
              <ul className="call-list">
                {list.map((contact) => (
                  <li key={contact.id}>
                    <CallCard contact={contact} />
                  </li>
                ))}
              </ul>
            );
          }}
        </ReadView>
      </section>
    </Page>
  );
}
