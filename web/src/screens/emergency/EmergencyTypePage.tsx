import type { EmergencyType } from '@town/core';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CallCard } from './CallCard';
import { contactsOfType } from './contacts';
import { NationalCards } from './NationalCards';
import { nationalOfType, townOnly } from './nationalNumbers';

/**
 * /emergency/{type}: every number of one type as big call cards: the national helplines of that
 * type (built in, shown at once) and then the town's. Reads all contacts (the same cached answer
 * as /emergency) and keeps this type's, so it works offline after any visit.
 */
export default function EmergencyTypePage({ type }: { type: EmergencyType }) {
  const { t } = useTranslation(['emergency', 'common']);
  const state = useRead('emergencyContacts');
  const label = t(`common:emergencyType.${type}`);
  const hasNational = nationalOfType(type).length > 0;
  return (
    <Page
      title={label}
      eyebrow={t('hub.title')}
      lead={t('type.lead')}
      back="/emergency"
      className="emergency-page"
    >
      {hasNational && <NationalCards type={type} />}
      <ReadView state={state} empty={hasNational ? t('type.noneLocal') : t('type.none')}>
        {(contacts) => {
          const list = contactsOfType(townOnly(contacts), type);
          if (list.length === 0) {
            if (hasNational) return <p className="muted">{t('type.noneLocal')}</p>;
            return (
              <EmptyState
                action={
                  <Link to="/emergency" className="button button--quiet">
                    {t('type.allNumbers')}
                  </Link>
                }
              >
                {t('type.none')}
              </EmptyState>
            );
          }
          return (
            <ul className="call-list">
              {list.map((contact, index) => (
                <li key={contact.id}>
                  <CallCard contact={contact} prominent={!hasNational && index === 0} />
                </li>
              ))}
            </ul>
          );
        }}
      </ReadView>
    </Page>
  );
}
