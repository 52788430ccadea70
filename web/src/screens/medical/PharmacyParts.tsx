import type { Product } from '@town/core';
import { Link, useNavigate } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { useCart } from '../../state/AppState';
import { StatusPill } from '../../ui/StatusPill';
import { medicalIcons } from './icons';
import { cartItemOf, categoryPath, inStock, isPharmacyLine, type MedicineType } from './pharmacy';

/** A medicine with its price, and the ways to buy it: into the cart, or straight to the order. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation(['medical', 'common']);
  const text = useText();
  const name = text(product, 'name');
  const format = useFormat();
  const cart = useCart();
  const navigate = useNavigate();
  const line = cart.items.find((item) => item.id === product.id && item.name === product.name);
  const stock = inStock(product);
  const item = cartItemOf(product);

  const orderNow = () => {
    if (!line) cart.update(item, 1);
    navigate('/medical/order');
  };

  return (
    <article className="card med-product" aria-labelledby={`product-${product.id}`}>
      <div className="med-product__head">
        <h3 id={`product-${product.id}`} className="med-product__name">
          {name}
        </h3>
        <p className="med-product__price">{format.price(product.pricePaise)}</p>
      </div>
      <p className="med-product__unit">
        {text(product, 'unit')}
        {product.category && (
          <span className="med-product__category"> · {text(product, 'category')}</span>
        )}
      </p>
      {product.description && <p className="med-product__text">{text(product, 'description')}</p>}
      <ul className="med-badges">
        {product.prescriptionRequired && (
          <StatusPill as="li" tone="amber" small>
            {t('pharmacy.prescriptionNeeded')}
          </StatusPill>
        )}
        {stock === 0 ? (
          <StatusPill as="li" tone="red" small>
            {t('pharmacy.outOfStock')}
          </StatusPill>
        ) : (
          stock <= 10 && (
            <StatusPill as="li" tone="slate" small>
              {t('pharmacy.fewLeft', { count: stock, n: format.number(stock) })}
            </StatusPill>
          )
        )}
      </ul>
      {stock > 0 && (
        <div className="med-product__actions">
          {line ? (
            <MedStepper
              name={name}
              quantity={line.quantity}
              max={stock}
              label={t('pharmacy.inCart', {
                count: line.quantity,
                n: format.number(line.quantity),
              })}
              onChange={(count) => cart.update(item, count)}
            />
          ) : (
            <button
              type="button"
              className="button button--quiet button--small"
              aria-label={t('pharmacy.addNamed', { name })}
              onClick={() => cart.update(item, 1)}
            >
              {t('pharmacy.add')}
            </button>
          )}
          <button
            type="button"
            className="button button--small"
            aria-label={t('pharmacy.orderNamed', { name })}
            onClick={orderNow}
          >
            {t('pharmacy.orderNow')}
          </button>
        </div>
      )}
    </article>
  );
}

/** − quantity + for a cart line; the buttons name the medicine for screen readers. */
export function MedStepper({
  name,
  quantity,
  max,
  label,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  /** What the middle shows, e.g. "2 in cart". */
  label: string;
  onChange: (count: 1 | -1) => void;
}) {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <fieldset className="med-stepper">
      <legend className="visually-hidden">{t('pharmacy.quantityOf', { name })}</legend>
      <button
        type="button"
        className="med-stepper__button"
        aria-label={t('pharmacy.less', { name })}
        onClick={() => onChange(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="med-stepper__value" aria-live="polite">
        {label}
      </output>
      <button
        type="button"
        className="med-stepper__button"
        aria-label={t('pharmacy.more', { name })}
        disabled={quantity >= max}
        onClick={() => onChange(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}

/** Products under one heading per type, in the order the backend sorted them (by name). */
export function ProductsByType({ products }: { products: readonly Product[] }) {
  const text = useText();
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.category) ?? [];
    group.push(product);
    groups.set(product.category, group);
  }
  const names = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return (
    <>
      {names.map((name) => (
        <section key={name} className="med-section" aria-labelledby={`type-${categoryId(name)}`}>
          <h2 id={`type-${categoryId(name)}`} className="section-title">
            <Link to={categoryPath(name)} className="med-heading-link">
              {text(groups.get(name)?.[0] ?? { category: name }, 'category')}
            </Link>
          </h2>
          <ProductList products={groups.get(name) ?? []} />
        </section>
      ))}
    </>
  );
}

const categoryId = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-');

export function ProductList({ products }: { products: readonly Product[] }) {
  return (
    <ul className="card-list card-list--grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Links to each medicine type; the current one is marked. */
export function TypeChips({ types, current }: { types: MedicineType[]; current?: string }) {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <nav aria-label={t('pharmacy.typesNav')}>
      <ul className="chips med-chips-scroll">
        {types.map((type) => (
          <li key={type.slug}>
            <Link
              to={categoryPath(type.name)}
              className="chip"
              aria-current={type.slug === current ? 'page' : undefined}
            >
              {type.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** While the cart holds medicines: how many, their total, and the way to the order. */
export function BasketBar() {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const { items } = useCart();
  const lines = items.filter(isPharmacyLine);
  if (lines.length === 0) return null;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce(
    (sum, line) =>
      sum + (typeof line.pricePaise === 'number' ? line.pricePaise : 0) * line.quantity,
    0,
  );
  return (
    <section className="med-basket" aria-label={t('pharmacy.basket')}>
      <p className="med-basket__text">
        <strong>{t('pharmacy.basketCount', { count, n: format.number(count) })}</strong>
        <span>{format.price(total)}</span>
      </p>
      <Link to="/medical/order" className="button med-basket__go">
        {t('pharmacy.checkout')}
      </Link>
    </section>
  );
}

/** The way to order with only a prescription photo: the pharmacy reads it and packs the medicines. */
export function PrescriptionBanner() {
  const { t } = useTranslation(['medical', 'common']);
  return (
    <aside className="med-banner" aria-labelledby="med-rx-banner">
      <span className="med-banner__icon">
        <SvgIcon d={medicalIcons.prescription} size={28} />
      </span>
      <div className="med-banner__body">
        <h2 id="med-rx-banner" className="med-banner__title">
          {t('pharmacy.rxTitle')}
        </h2>
        <p className="med-banner__text">{t('pharmacy.rxText')}</p>
      </div>
      <Link to="/medical/order" className="button button--small">
        {t('pharmacy.rxAction')}
      </Link>
    </aside>
  );
}
