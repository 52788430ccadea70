import type { EmergencyContact } from '@town/core';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useTownName } from '../../shell/useDocumentTitle';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CallCard } from './CallCard';
import { emergencyTypeInfo, groupByType } from './contacts';
import { NationalCards } from './NationalCards';
import { townOnly } from './nationalNumbers';

/**
 * /emergency: India's national helplines first, built into the app so they show at once online
 * or offline; then the town's own numbers: the one to try first for each type as big call cards,
 * then every number by type. Every emergency screen uses the same read without parameters, so
 * one cached answer serves them all when the phone is offline.
 */
export default function EmergencyPage() {
  const { t } = useTranslation(['emergency', 'common']);
  const town = useTownName();
  const state = useRead('emergencyContacts');
  return (
    <Page title={t('hub.title')} lead={t('hub.lead')} className="emergency-page">
      <section aria-labelledby="emergency-national">
        <h2 id="emergency-national" className="section-title">
          {t('hub.nationalTitle')}
        </h2>
        <NationalCards />
      </section>
      <h2 className="section-title emergency-town-title">
        {town ? t('hub.townTitle', { town }) : t('hub.townTitleFallback')}
      </h2>
      <ReadView state={state} empty={t('hub.empty')}>
        {(contacts) => <EmergencyLists contacts={townOnly(contacts)} />}
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
        <h3 id="emergency-first" className="emergency-group__title">
          {t('hub.firstTitle')}
        </h3>
        <ul className="call-grid">
          {firsts.map((contact, index) => (
            <li key={contact.id}>
              <CallCard contact={contact} showType prominent={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="emergency-all" className="emergency-all">
        <h3 id="emergency-all" className="emergency-group__title">
          {t('hub.allTitle')}
        </h3>
        {groups.map(({ type, contacts: list }) => (
          <section key={type} className="emergency-group" aria-labelledby={`emergency-${type}`}>
            <h4 id={`emergency-${type}`} className="emergency-group__title">
              <Link to={emergencyTypeInfo[type].path}>{t(`common:emergencyType.${type}`)}</Link>
              <span className="emergency-group__count">
                {t('numbers', { count: list.length, n: format.number(list.length) })}
              </span>
            </h4>
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
