import type { FeedPost } from '@town/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon, SvgIcon } from '../../shell/icons';
import { Loading } from '../../shell/Loading';
import { telHref } from '../../shell/tel';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useTown } from '../../state/AppState';
import { nationalNumbers } from '../../ui/nationalNumbers';
import { areas } from './areas';
import { HomeSearch } from './HomeSearch';

/**
 * A failed read on the home page is rare; its wording (every refusal the app can meet) loads
 * only then, to keep the first load within its budget (decision 1360).
 */
const Problem = lazy(() =>
  import('../../ui/Problem').then(({ Problem }) => ({ default: Problem })),
);

function HomeProblem(props: Parameters<typeof Problem>[0]) {
  return (
    <Suspense fallback={null}>
      <Problem {...props} />
    </Suspense>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className="home">
      <Hero />
      <section className="page-section" aria-labelledby="areas-title">
        <h2 id="areas-title" className="section-title">
          {t('home.whatNeed')}
        </h2>
        <ul className="tiles">
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={`tile tile--${area.accent}`}>
                <span className="tile__icon">
                  <SvgIcon d={area.icon} size={26} />
                </span>
                <span className="tile__label">{t(`home.areas.${area.key}.label`)}</span>
                <span className="tile__hint">{t(`home.areas.${area.key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <EmergencyStrip />
      <TodaysNews />
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  const { town, error, loading, reload } = useTown();
  const text = useText();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        {town ? (
          <>
            <h1 id="hero-title" className="hero__title">
              {text(town, 'name')}
            </h1>
            <p className="hero__tagline">{text(town, 'tagline')}</p>
            {town.contact.phone && (
              <a className="hero__call" href={telHref(town.contact.phone)}>
                <Icon name="phone" size={20} />
                {t('home.helpDesk', { phone: town.contact.phone })}
              </a>
            )}
          </>
        ) : (
          <>
            <h1 id="hero-title" className="hero__title">
              {t('productFallback')}
            </h1>
            {loading && (
              <p className="hero__tagline hero__tagline--muted">{t('home.loadingTown')}</p>
            )}
            {error && <HomeProblem error={error} onRetry={reload} inverse />}
          </>
        )}
        <HomeSearch />
      </div>
    </section>
  );
}

/** The four numbers everyone needs, built in: they show with the first paint, offline too. */
const quickNumbers = ['all', 'police', 'fire', 'ambulance']
  .map((key) => nationalNumbers.find((entry) => entry.key === key))
  .filter((entry) => entry !== undefined);

function EmergencyStrip() {
  const { t } = useTranslation();
  return (
    <section className="page-section" aria-labelledby="emergency-title">
      <div className="section-head">
        <h2 id="emergency-title" className="section-title">
          {t('home.emergencyTitle')}
        </h2>
        <Link to="/emergency" className="section-more">
          {t('home.allNumbers')}
        </Link>
      </div>
      <ul className="emergency-strip">
        {quickNumbers.map((entry) => (
          <li key={entry.key}>
            <a className="emergency-card" href={telHref(entry.phone)}>
              <span className="emergency-card__type">
                {entry.key === 'all'
                  ? t('home.allEmergencies')
                  : t(`emergencyType.${entry.types[0] ?? 'police'}`)}
              </span>
              {entry.key === 'all' && (
                <span className="emergency-card__name">{t('home.allEmergenciesHint')}</span>
              )}
              <span className="emergency-card__phone">
                <Icon name="phone" size={18} />
                {entry.phone}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TodaysNews() {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useText();
  const { data, error, loading, reload } = useRead('feeds', { type: 'news' });
  const posts: FeedPost[] = data?.slice(0, 3) ?? [];
  return (
    <section className="page-section" aria-labelledby="news-title">
      <div className="section-head">
        <h2 id="news-title" className="section-title">
          {t('home.newsTitle')}
        </h2>
        <Link to="/feeds/news" className="section-more">
          {t('home.allNews')}
        </Link>
      </div>
      {loading && <Loading />}
      {error && !data && <HomeProblem error={error} onRetry={reload} />}
      {data && posts.length === 0 && <p className="muted">{t('home.noNews')}</p>}
      {posts.length > 0 && (
        <ul className="news-list">
          {posts.map((post) => (
            <li key={post.id} className="news-item">
              <time className="news-item__date" dateTime={post.publishedAt}>
                {format.date(post.publishedAt)}
              </time>
              <h3 className="news-item__title">
                {/* The body is cut to three lines here: the title opens the whole post. */}
                <Link to={`/feeds/news#post-${post.id}`}>{text(post, 'title')}</Link>
              </h3>
              <p className="news-item__body">{text(post, 'body')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
