import type { BusRoute } from '@town/core';
import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import {
  departureInstant,
  minutesOf,
  type NextDeparture,
  nextDeparture,
  type TownClock,
  townClock,
} from './departures';
import { useDuration } from './useDuration';
import '../services/listing.css';
import './transport.css';
import { useText } from '../../i18n/content';

/** The shape of a destination slug (core busRouteSchema): anything else cannot be a route. */
const slugPattern = /^[a-z0-9-]{1,40}$/;

/** /transport/bus/{dest}: one route's timetable with the next bus, in the town's time. */
export default function BusTimetablePage() {
  const { dest = '' } = useParams();
  return slugPattern.test(dest) ? <Timetable slug={dest} /> : <UnknownRoute />;
}

function UnknownRoute() {
  const { t } = useTranslation('transport');
  return (
    <Page title={t('bus.unknownTitle')} eyebrow={t('kinds.bus.title')} back="/transport/bus">
      <EmptyState
        action={
          <Link to="/transport/bus" className="button button--quiet">
            {t('bus.allRoutes')}
          </Link>
        }
      >
        {t('bus.unknown')}
      </EmptyState>
    </Page>
  );
}

function Timetable({ slug }: { slug: string }) {
  const { t } = useTranslation('transport');
  const text = useText();
  const state = useRead('busRoute', { slug });
  if (state.error?.status === 'NOT_FOUND' && !state.data) return <UnknownRoute />;
  const route = state.data;
  return (
    <Page
      title={
        route ? t('bus.to', { destination: text(route, 'destination') }) : t('kinds.bus.title')
      }
      eyebrow={t('kinds.bus.title')}
      lead={
        route ? t('bus.fromBy', { from: text(route, 'from'), operator: route.operator }) : undefined
      }
      back="/transport/bus"
    >
      <ReadView state={state} empty={t('bus.unknown')}>
        {(found) => <RouteDetails route={found} />}
      </ReadView>
    </Page>
  );
}

function RouteDetails({ route }: { route: BusRoute }) {
  const { t } = useTranslation('transport');
  const text = useText();
  const format = useFormat();
  const duration = useDuration();
  const clock = townClock(useNow(), useTownTimeZone());
  const next = nextDeparture(route.departures, clock.minutes);
  return (
    <div className="timetable">
      {next && <NextBus route={route} next={next} clock={clock} />}
      <dl className="facts facts--wide">
        <div>
          <dt>{t('bus.fare')}</dt>
          <dd>{format.price(route.farePaise)}</dd>
        </div>
        <div>
          <dt>{t('bus.journey')}</dt>
          <dd>{duration(route.durationMinutes)}</dd>
        </div>
        <div>
          <dt>{t('bus.buses')}</dt>
          <dd>
            {t('bus.perDay', {
              count: route.departures.length,
              n: format.number(route.departures.length),
            })}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="departures-title">
        <h2 id="departures-title" className="section-title">
          {t('bus.departures')}
        </h2>
        <ol className="departures">
          {route.departures.map((time, index) => {
            const isNext = next?.index === index;
            const left = !next?.tomorrow && minutesOf(time) < clock.minutes;
            const className = isNext
              ? 'departure departure--next'
              : left
                ? 'departure departure--left'
                : 'departure';
            return (
              <li key={time} className={className}>
                <time dateTime={time}>{format.time(departureInstant(clock, time))}</time>
                {isNext && <span className="departure__tag">{t('bus.nextTag')}</span>}
                {left && <span className="visually-hidden">{t('bus.left')}</span>}
              </li>
            );
          })}
        </ol>
      </section>
      {route.stops.length > 0 && (
        <section aria-labelledby="stops-title">
          <h2 id="stops-title" className="section-title">
            {t('bus.stops')}
          </h2>
          <ol className="stops">
            <li className="stops__start">{text(route, 'from')}</li>
            {text(route, 'stops').map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function NextBus({
  route,
  next,
  clock,
}: {
  route: BusRoute;
  next: NextDeparture;
  clock: TownClock;
}) {
  const { t } = useTranslation('transport');
  const text = useText();
  const format = useFormat();
  const duration = useDuration();
  const leaves = departureInstant(clock, next.time, next.tomorrow ? 1 : 0);
  const arrives = new Date(leaves.getTime() + route.durationMinutes * 60_000);
  return (
    <section className="next-bus" aria-labelledby="next-bus-title">
      <h2 id="next-bus-title" className="next-bus__title">
        {next.tomorrow ? t('bus.nextBusTomorrow') : t('bus.nextBus')}
      </h2>
      <p className="next-bus__time">{format.time(leaves)}</p>
      <p className="next-bus__when">
        {next.tomorrow
          ? t('bus.noMoreToday')
          : next.minutesAway === 0
            ? t('bus.leavingNow')
            : t('bus.leavesIn', { duration: duration(next.minutesAway) })}
      </p>
      <p className="next-bus__arrives">
        {t('bus.arrives', { time: format.time(arrives), destination: text(route, 'destination') })}
      </p>
    </section>
  );
}
