import type { BusRoute } from '@town/core';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { DriverList } from './DriverList';
import { departureInstant, nextDeparture, type TownClock, townClock } from './departures';
import { useDuration } from './useDuration';
import './transport.css';
import { useText } from '../../i18n/content';

/** /transport/bus: the bus routes with each one's next departure, then buses for hire. */
export default function BusRoutesPage() {
  const { t } = useTranslation('transport');
  const routes = useRead('busRoutes');
  return (
    <Page
      title={t('kinds.bus.title')}
      eyebrow={t('hub.title')}
      lead={t('kinds.bus.lead')}
      back="/transport"
    >
      <section aria-labelledby="bus-routes" className="bus-section">
        <h2 id="bus-routes" className="section-title">
          {t('bus.routesTitle')}
        </h2>
        <ReadView state={routes} empty={t('bus.noRoutes')}>
          {(list) => <RouteList routes={list} />}
        </ReadView>
      </section>
      <section aria-labelledby="bus-hire" className="bus-section">
        <h2 id="bus-hire" className="section-title">
          {t('bus.hireTitle')}
        </h2>
        <p className="muted">{t('bus.hireLead')}</p>
        <DriverList kind="bus" headingLevel="h3" />
      </section>
    </Page>
  );
}

function RouteList({ routes }: { routes: readonly BusRoute[] }) {
  const clock = townClock(useNow(), useTownTimeZone());
  return (
    <ul className="card-list card-list--grid">
      {routes.map((route) => (
        <li key={route.id}>
          <RouteCard route={route} clock={clock} />
        </li>
      ))}
    </ul>
  );
}

function RouteCard({ route, clock }: { route: BusRoute; clock: TownClock }) {
  const { t } = useTranslation('transport');
  const text = useText();
  const format = useFormat();
  const duration = useDuration();
  const next = nextDeparture(route.departures, clock.minutes);
  const nextTime = next && format.time(departureInstant(clock, next.time, next.tomorrow ? 1 : 0));
  return (
    <article className="card route-card">
      <h3 className="route-card__title">
        <Link to={`/transport/bus/${route.slug}`}>
          {t('bus.to', { destination: text(route, 'destination') })}
          <span className="route-card__arrow" aria-hidden="true">
            →
          </span>
        </Link>
      </h3>
      <p className="route-card__from">{t('bus.from', { from: text(route, 'from') })}</p>
      {next && nextTime && (
        <p className="route-card__next">
          {next.tomorrow
            ? t('bus.nextTomorrow', { time: nextTime })
            : t('bus.nextToday', { time: nextTime })}
        </p>
      )}
      <p className="route-card__facts">
        <span>{duration(route.durationMinutes)}</span>
        <span>{format.price(route.farePaise)}</span>
        <span>
          {t('bus.perDay', {
            count: route.departures.length,
            n: format.number(route.departures.length),
          })}
        </span>
      </p>
    </article>
  );
}
