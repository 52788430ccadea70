import type { Product } from '@town/core';
import { Link } from 'react-router-dom';
import { textIn } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../shell/icons';
import { telHref } from '../../shell/tel';
import { useHydrated } from '../../shell/useHydrated';
import { useNow } from '../../shell/useNow';
import { useTownTimeZone } from '../../state/AppState';
import { addToCart, isOutOfStock, toCartItem } from '../../state/cartItems';
import { useCartLine } from '../../state/cartLine';
import { ProductImage } from '../shop';
import { departureInstant, nextDeparture, type TownClock, townClock } from '../transport';
import type { ShownEntry } from './hitsFromHost';
import { pathOf } from './paths';

/**
 * The results, each with what its kind needs to act on it where it stands: a product its photo,
 * price and an Add button (the shop's own cart code), a number a call button, a bus route its
 * next departure. The whole card leads to the entry's screen; its button does its own thing.
 */
export default function SearchResults({
  entries,
  query,
}: {
  entries: ShownEntry[];
  query: string;
}) {
  const { t } = useTranslation('search');
  const clock = townClock(useNow(), useTownTimeZone());
  return (
    <section aria-label={t('title')} className="search-results">
      <p role="status" className="search-results__count">
        {entries.length > 0 ? t('results', { count: entries.length, query }) : t('none', { query })}
      </p>
      {entries.length > 0 && (
        <ol className="search-results__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Result entry={entry} clock={clock} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Result({ entry, clock }: { entry: ShownEntry; clock: TownClock }) {
  const { t, i18n } = useTranslation('search');
  const format = useFormat();
  const language = i18n.language;
  const title = textIn(entry, 'title', language);
  const { product } = entry;
  const next = entry.departures && nextDeparture(entry.departures, clock.minutes);
  const nextTime = next && format.time(departureInstant(clock, next.time, next.tomorrow ? 1 : 0));
  return (
    <article className={`search-result search-result--${entry.kind}`}>
      {product && (
        <ProductImage
          src={product.image}
          name={entry.title}
          category={product.category}
          size="thumb"
        />
      )}
      <div className="search-result__body">
        <span className={`search-result__kind search-result__kind--${entry.kind}`}>
          {t(`kinds.${entry.kind}`)}
        </span>
        <Link to={pathOf(entry)} className="search-result__title">
          {entry.kind === 'bus' ? t('busTo', { destination: title }) : title}
        </Link>
        {entry.detail && !entry.phone && (
          <span className="search-result__detail">{textIn(entry, 'detail', language)}</span>
        )}
        {product && (
          <span className="search-result__price">{format.price(product.pricePaise)}</span>
        )}
        {nextTime && (
          <span className="search-result__next">
            {next.tomorrow
              ? t('nextBusTomorrow', { time: nextTime })
              : t('nextBus', { time: nextTime })}
          </span>
        )}
      </div>
      {product ? (
        <AddButton entry={entry} product={product} title={title} />
      ) : entry.phone ? (
        <a
          href={telHref(entry.phone)}
          className="button button--small search-result__action search-result__call"
          aria-label={t('callNamed', { name: title, phone: entry.phone })}
        >
          <Icon name="phone" size={18} />
          <span>{entry.phone}</span>
        </a>
      ) : null}
    </article>
  );
}

/**
 * Add to the cart from the result, with the shop's own cart code. Before the page's code runs
 * (a page the host rendered, or no JavaScript at all) it is a link to the product's page.
 */
function AddButton({
  entry,
  product,
  title,
}: {
  entry: ShownEntry;
  product: NonNullable<ShownEntry['product']>;
  title: string;
}) {
  const { t, i18n } = useTranslation('search');
  const hydrated = useHydrated();
  const { line, cartNow } = useCartLine({ id: entry.docId, name: entry.title });
  const format = useFormat();
  const className = 'button button--small search-result__action';
  if (product.prescriptionRequired) {
    return (
      <Link to="/medical/pharmacy" className={`${className} button--quiet`}>
        {t('prescription')}
      </Link>
    );
  }
  const asProduct: Product = {
    id: entry.docId,
    name: entry.title,
    description: '',
    ...(entry.titleBn ? { nameBn: entry.titleBn } : {}),
    ...product,
  };
  if (isOutOfStock(asProduct)) {
    return <span className="search-result__out">{t('outOfStock')}</span>;
  }
  if (line) {
    return (
      <Link to="/cart" className={`${className} button--quiet`}>
        {t('inCart', { n: format.number(line.quantity) })}
      </Link>
    );
  }
  if (!hydrated) {
    return (
      <Link to={pathOf(entry)} className={className} aria-label={t('addNamed', { name: title })}>
        {t('add')}
      </Link>
    );
  }
  const shopName =
    product.shopName &&
    textIn({ name: product.shopName, nameBn: product.shopNameBn }, 'name', i18n.language);
  return (
    <button
      type="button"
      className={className}
      onClick={() => addToCart(cartNow(), toCartItem(asProduct, shopName), 1)}
      aria-label={t('addNamed', { name: title })}
    >
      {t('add')}
    </button>
  );
}
