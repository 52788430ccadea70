import type { Product, Shop } from '@town/core';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useText } from '../../../i18n/content';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { paiseOf, rupeesOf, wholeOf } from '../checks';
import { serverProblem } from '../formErrors';
import type { StaffReadState } from '../useStaffRead';
import { AddProductForm } from './AddProductForm';
import { ProductPhotoPicker } from './ProductPhotoPicker';

type Catalog = { shop: Shop; products: Product[] };
// Spreadsheet import and export of the shop's products: loaded with this view.
const CsvPanel = lazy(() => import('../csv/CsvPanel'));

/** The shop's products with what changes at the counter every day: price, stock, listed or not. */
export function VendorProducts({
  shop,
  catalog,
}: {
  shop: Shop;
  catalog: StaffReadState<Catalog>;
}) {
  const { t } = useTranslation('staff');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const products = catalog.data?.products ?? [];
  const replace = (product: Product) =>
    catalog.setData((data) => ({
      ...data,
      products: data.products.map((each) => (each.id === product.id ? product : each)),
    }));

  return (
    <section aria-labelledby="vendor-products" className="staff-section">
      <div className="section-head">
        <h2 id="vendor-products" className="section-title">
          {t('vendor.products', { count: products.length })}
        </h2>
        {!adding && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setAdding(true);
              setAdded(null);
            }}
          >
            {t('vendor.addProduct')}
          </button>
        )}
      </div>
      {added && (
        <p className="staff-done" role="status">
          {t('vendor.added', { name: added })}
        </p>
      )}
      {adding && (
        <AddProductForm
          shop={shop}
          onCancel={() => setAdding(false)}
          onAdded={(product) => {
            catalog.setData((data) => ({
              ...data,
              products: [...data.products, product].sort((a, b) => a.name.localeCompare(b.name)),
            }));
            setAdding(false);
            setAdded(product.name);
          }}
        />
      )}
      <Suspense fallback={null}>
        <CsvPanel target={{ who: 'vendor' }} onImported={catalog.reload} headingLevel={3} />
      </Suspense>
      {products.length === 0 ? (
        <p className="staff-empty">{t('vendor.noProducts')}</p>
      ) : (
        <ul className="card-list card-list--grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductRow product={product} onSaved={replace} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductRow({
  product,
  onSaved,
}: {
  product: Product;
  onSaved: (product: Product) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const text = useText();
  const action = useAction('vendorUpdateProduct');
  const headingId = useId();
  const [price, setPrice] = useState(rupeesOf(product.pricePaise));
  const [stock, setStock] = useState(String(product.stock));
  const [available, setAvailable] = useState(product.available);
  const [errors, setErrors] = useState<{ price?: string; stock?: string }>({});
  const [saved, setSaved] = useState(false);

  const pricePaise = paiseOf(price);
  const stockCount = wholeOf(stock);
  const changed =
    pricePaise !== product.pricePaise ||
    stockCount !== product.stock ||
    available !== product.available;

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (pricePaise === null || pricePaise < 1) found.price = t('form.amountInvalid');
    if (stockCount === null || stockCount < 0) found.stock = t('form.countInvalid');
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0 || pricePaise === null || stockCount === null) return;
    const result = await action.run({
      productId: product.id,
      ...(pricePaise === product.pricePaise ? {} : { pricePaise }),
      ...(stockCount === product.stock ? {} : { stock: stockCount }),
      ...(available === product.available ? {} : { available }),
    });
    if (result) {
      onSaved(result.product);
      setSaved(true);
    }
  }

  const problem = serverProblem(tCommon, action.error, action.fieldErrors, [
    'pricePaise',
    'stock',
    'available',
  ]);
  return (
    <form className="card staff-product-row" onSubmit={save} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="staff-product-row__name">
        {text(product, 'name')}
      </h3>
      <ProductPhotoPicker product={product} onSaved={onSaved} />
      <p className="muted staff-product-row__meta">
        {[text(product, 'unit'), text(product, 'category')].filter(Boolean).join(' · ')} ·{' '}
        {format.price(product.pricePaise)}
        {!product.available && <strong> · {t('vendor.notListed')}</strong>}
      </p>
      <div className="staff-product-row__fields">
        <TextField
          label={t('vendor.price')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.price ?? action.fieldErrors.pricePaise}
        />
        <TextField
          label={t('vendor.stock')}
          inputMode="numeric"
          value={stock}
          onChange={(event) => setStock(event.target.value)}
          error={errors.stock ?? action.fieldErrors.stock}
        />
      </div>
      <label className="staff-check">
        <input
          type="checkbox"
          checked={available}
          onChange={(event) => setAvailable(event.target.checked)}
        />
        <span>{t('vendor.available')}</span>
      </label>
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={action.pending || !changed}>
          {action.pending ? tCommon('form.sending') : t('vendor.save')}
        </button>
        {saved && !changed && (
          <span className="staff-saved-note" role="status">
            {t('vendor.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
