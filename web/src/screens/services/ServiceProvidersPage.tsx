import type { ServiceProvider, ServiceType } from '@town/core';
import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { CallLink } from '../../ui/CallLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { MapLink, WhatsAppLink } from '../../ui/places';
import { ReadView } from '../../ui/ReadView';
import { isServiceType } from './kinds';
import '../../ui/listing.css';
import './services.css';
import { useText } from '../../i18n/content';

/** /service/{type}: the providers of one service with tap-to-call; unknown types say so. */
export default function ServiceProvidersPage() {
  const { type } = useParams();
  return isServiceType(type) ? <Providers type={type} /> : <UnknownService />;
}

function UnknownService() {
  const { t } = useTranslation('services');
  return (
    <Page title={t('providers.unknownTitle')} eyebrow={t('hub.title')} back="/service">
      <EmptyState
        action={
          <Link to="/service" className="button button--quiet">
            {t('providers.allServices')}
          </Link>
        }
      >
        {t('providers.unknown')}
      </EmptyState>
    </Page>
  );
}

/** Reads every provider (the same cached answer as /service) and keeps this type's. */
function Providers({ type }: { type: ServiceType }) {
  const { t } = useTranslation('services');
  const state = useRead('services');
  return (
    <Page
      title={t(`types.${type}.title`)}
      eyebrow={t('hub.title')}
      lead={t('providers.lead')}
      back="/service"
    >
      <ReadView state={state} empty={t('providers.none')}>
        {(providers) => {
          const list = providers.filter((provider) => provider.type === type);
          if (list.length === 0) {
            return (
              <EmptyState
                action={
                  <Link to="/service" className="button button--quiet">
                    {t('providers.allServices')}
                  </Link>
                }
              >
                {t('providers.none')}
              </EmptyState>
            );
          }
          return (
            <ul className="card-list card-list--grid">
              {list.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
          );
        }}
      </ReadView>
    </Page>
  );
}

function ProviderCard({ provider }: { provider: ServiceProvider }) {
  const { t } = useTranslation('services');
  const text = useText();
  const format = useFormat();
  return (
    <article className="card listing">
      <div>
        <h2 className="listing__name">{text(provider, 'name')}</h2>
        <p className="listing__sub">{text(provider, 'area')}</p>
      </div>
      <p className="provider__about">{text(provider, 'description')}</p>
      <dl className="facts">
        <div>
          <dt>{t('providers.experience')}</dt>
          <dd>
            {t('providers.years', {
              count: provider.experienceYears,
              n: format.number(provider.experienceYears),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('providers.visitCharge')}</dt>
          <dd>
            {provider.visitChargePaise === undefined
              ? t('providers.askOnCall')
              : format.price(provider.visitChargePaise)}
          </dd>
        </div>
      </dl>
      <div className="contact-row">
        <CallLink number={provider.phone} name={text(provider, 'name')} />
        {provider.whatsapp && (
          <WhatsAppLink number={provider.whatsapp} name={text(provider, 'name')} />
        )}
        <MapLink address={provider.area} pin={provider.pin} place={provider.name} />
      </div>
    </article>
  );
}
