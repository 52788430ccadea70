import type { EmergencyContact } from '@town/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CallCard } from './CallCard';
import { emergencyTypeInfo, groupByType } from './contacts';

/**
 * /emergency: first the number to try for each type as big call cards, then every number by
 * type. Every emergency screen uses the same read without parameters (the home page's too), so
 * one cached answer serves them all when the phone is offline.
 */
export default function EmergencyPage() {
  const { t } = useTranslation(['emergency', 'common']);
  const state = useRead('emergencyContacts');
  return (
    <Page title={t('hub.title')} lead={t('hub.lead')} className="emergency-page">
      <ReadView state={state} empty={t('hub.empty')}>
        {(contacts) => <EmergencyLists contacts={contacts} />}
      </ReadView>
    </Page>
  );
}

function EmergencyLists({ contacts }: { contacts: readonly EmergencyContact[] }) {
  const { t } = useTranslation(['emergency', 'common']);
  const groups = groupByType(contacts);
  const format = useFormat();
  const firsts = groups.flatMap((group) => group.contacts.slice(0, 1));
  return (
    <>
      <section aria-labelledby="emergency-first">
        <h2 id="emergency-first" className="section-title">
          {t('hub.firstTitle')}
        </h2>
        <ul className="call-grid">
          {firsts.map((contact, index) => (
            <li key={contact.id}>
              <CallCard contact={contact} showType prominent={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="emergency-all" className="emergency-all">
        <h2 id="emergency-all" className="section-title">
          {t('hub.allTitle')}
        </h2>
        {groups.map(({ type, contacts: list }) => (
          <section key={type} className="emergency-group" aria-labelledby={`emergency-${type}`}>
            <h3 id={`emergency-${type}`} className="emergency-group__title">
              <Link to={emergencyTypeInfo[type].path}>{t(`common:emergencyType.${type}`)}</Link>
              <span className="emergency-group__count">
                {t('numbers', { count: list.length, n: format.number(list.length) })}
              </span>
            </h3>
            {list.length === 0 ? (
              <p className="muted">{t('type.none')}</p>
            ) : (
              <ul className="call-list">
                {list.map((contact) => (
                  <li key={contact.id}>
                    <CallCard contact={contact} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </section>
    </>
  );
}
