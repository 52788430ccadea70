import type { EmergencyType } from '@town/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CallCard } from './CallCard';
import { contactsOfType } from './contacts';

/**
 * /emergency/{type}: every number of one type as big call cards. Reads all contacts (the same
 * cached answer as /emergency) and keeps this type's, so it works offline after any visit.
 */
export default function EmergencyTypePage({ type }: { type: EmergencyType }) {
  const { t } = useTranslation(['emergency', 'common']);
  const state = useRead('emergencyContacts');
  const label = t(`common:emergencyType.${type}`);
  return (
    <Page
      title={label}
      eyebrow={t('hub.title')}
      lead={t('type.lead')}
      back="/emergency"
      className="emergency-page"
    >
      <ReadView state={state} empty={t('type.none')}>
        {(contacts) => {
          const list = contactsOfType(contacts, type);
          if (list.length === 0) {
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
                  <CallCard contact={contact} prominent={index === 0} />
                </li>
              ))}
            </ul>
          );
        }}
      </ReadView>
    </Page>
  );
}
