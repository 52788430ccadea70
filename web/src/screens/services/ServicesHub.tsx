import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { feedTypeIcons, feedTypeList, serviceTypeIcons, serviceTypeList } from './kinds';
import './services.css';

/** /service: the kinds of local workers, with how many are listed, and the town's feeds. */
export default function ServicesHub() {
  const { t } = useTranslation('services');
  const format = useFormat();
  const { data, error, reload } = useRead('services');
  const countOf = (type: string) => data?.filter((provider) => provider.type === type).length;
  return (
    <Page title={t('hub.title')} lead={t('hub.lead')}>
      {error && !data && <Problem error={error} onRetry={reload} />}
      <ul className="tiles service-tiles">
        {serviceTypeList.map((type) => {
          const count = countOf(type);
          return (
            <li key={type}>
              <Link to={`/service/${type}`} className="tile tile--slate">
                <span className="tile__icon">
                  <SvgIcon d={serviceTypeIcons[type]} size={26} />
                </span>
                <span className="tile__label">{t(`types.${type}.title`)}</span>
                <span className="tile__hint">{t(`types.${type}.hint`)}</span>
                {count !== undefined && (
                  <span className="tile__count">
                    {t('hub.providers', { count, n: format.number(count) })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="feeds-title" className="services-feeds">
        <h2 id="feeds-title" className="section-title">
          {t('hub.feedsTitle')}
        </h2>
        <ul className="tiles">
          {feedTypeList.map((type) => (
            <li key={type}>
              <Link to={`/feeds/${type}`} className="tile tile--amber">
                <span className="tile__icon">
                  <SvgIcon d={feedTypeIcons[type]} size={26} />
                </span>
                <span className="tile__label">{t(`feeds.${type}.title`)}</span>
                <span className="tile__hint">{t(`feeds.${type}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
