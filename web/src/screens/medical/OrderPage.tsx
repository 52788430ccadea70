import type { CartItem, Product } from '@town/core';
import { deliveryTotals } from '@town/core/vocabulary';
import { Link, useNavigate } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useForgetLostPhoto, usePhotoUpload } from '../../forms/usePhotoUpload';
import { textIn, useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { useCart, useTown } from '../../state/AppState';
import { cartDetails } from '../../state/cartItems';
import { useDeliveryArea } from '../../state/deliveryArea';
import { saveOrderLinkFrom } from '../../state/orderLinks';
import { DeliveryAreaField } from '../../ui/DeliveryAreaField';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PrescriptionPhoto, photoProblemOf } from '../../ui/PrescriptionPhoto';
import { Problem } from '../../ui/Problem';
import { StatusPill } from '../../ui/StatusPill';
import { useAction } from '../../ui/useAction';
import { HomeContactFields } from './ContactFields';
import { addressOf, type ContactDraft, personOf, rememberContact } from './contact';
import { FormProblem } from './FormProblem';
import { addressErrors, type FieldErrors, noteMax, personErrors } from './forms';
import { MedStepper } from './PharmacyParts';
import { inStock, isPharmacyLine } from './pharmacy';
import { thankYouPath } from './thanks';
import { useContactForm } from './useContactForm';
import './medical.css';

/** A medicine in this order: the cart line, priced from the catalog as it is now. */
interface OrderLine {
  item: CartItem;
  product: Product | undefined;
}

/** The order form: who and where (remembered), a note, and the prescription photo. */
interface OrderValues extends ContactDraft {
  note: string;
  photo: Blob | undefined;
}

const blankOrder = { note: '', photo: undefined };

const shownPaths = [
  'customer.name',
  'customer.phone',
  'address.line',
  'address.landmark',
  'prescriptionPhoto',
  'note',
];

/**
 * /medical/order: the medicines chosen in the pharmacy (the cart's pharmacy lines) and/or a
 * photo of a prescription, delivered cash on delivery to a remembered address.
 */
export default function OrderPage() {
  const { t } = useTranslation(['medical', 'common']);
  const products = useRead('products', { shopType: 'pharmacy' });
  return (
    <Page title={t('order.title')} lead={t('order.lead')} back="/medical/pharmacy" className="med">
      {products.loading && <Loading />}
      {products.error && !products.data && (
        <Problem error={products.error} onRetry={products.reload} />
      )}
      {products.data && <OrderForm products={products.data} />}
    </Page>
  );
}

function OrderForm({ products }: { products: readonly Product[] }) {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const cart = useCart();
  const { town } = useTown();
  const navigate = useNavigate();
  const action = useAction('createOrder');
  const upload = usePhotoUpload('prescription');
  useForgetLostPhoto(upload, action.error);

  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: OrderLine[] = cart.items
    .filter(isPharmacyLine)
    .map((item) => ({ item, product: byId.get(item.id) }));
  const orderable = lines.filter((l) => l.product && inStock(l.product) > 0);
  const needsPrescription = orderable.filter((l) => l.product?.prescriptionRequired);
  const subtotal = orderable.reduce(
    (sum, l) => sum + (l.product?.pricePaise ?? 0) * l.item.quantity,
    0,
  );
  const areaId = useDeliveryArea(town);
  const totals = town ? deliveryTotals(subtotal, town.delivery, areaId || undefined) : undefined;
  const fee = totals?.deliveryFeePaise ?? 0;
  // Where the town lists its localities, none chosen (or "not listed") places no order.
  const areaProblem = totals !== undefined && (totals.areaMissing || totals.toMinimumPaise > 0);

  function check(values: OrderValues): FieldErrors {
    const found: FieldErrors = {
      ...personErrors(t, 'customer', values),
      ...addressErrors(t, values.line, values.landmark),
    };
    if (areaProblem) found.area = t('common:area.required');
    if (values.note.trim().length > noteMax)
      found.note = t('common:form.tooLong', { max: noteMax });
    if (values.photo) {
      const problem = photoProblemOf(values.photo);
      if (problem) found.prescriptionPhoto = t(`order.photoProblem.${problem}`);
    } else if (needsPrescription.length > 0) {
      found.prescriptionPhoto = t('order.photoRequired', {
        names: needsPrescription.map((l) => lineName(l, i18n.language)).join(', '),
      });
    } else if (orderable.length === 0) {
      found.prescriptionPhoto = t('order.nothing');
    }
    return found;
  }

  const form = useContactForm<OrderValues>(blankOrder, {
    check,
    action,
    async send(values) {
      const ref = values.photo ? await upload.upload(values.photo) : undefined;
      if (values.photo && !ref) return;
      const note = values.note.trim();
      const result = await action.run({
        kind: 'pharmacy',
        customer: personOf(values),
        address: addressOf(values),
        items: orderable.map((l) => ({ productId: l.item.id, quantity: l.item.quantity })),
        ...(ref ? { prescriptionPhoto: ref } : {}),
        ...(note ? { note } : {}),
        requestId: action.requestId,
        ...(totals?.area ? { areaId: totals.area.id } : {}),
      });
      if (!result) return;
      saveOrderLinkFrom(result);
      rememberContact(values);
      cart.remove(lines.map((l) => l.item.id));
      action.renewRequestId();
      navigate(thankYouPath('order', result.code), {
        state: { totalPaise: result.totalPaise },
      });
    },
  });
  const { values, set, error, change } = form;
  const photo = values.photo;

  const choosePhoto = (next: Blob | undefined) => {
    set('photo', next);
    upload.clearError();
  };

  return (
    <form className="med-order" noValidate onSubmit={form.onSubmit}>
      <section className="card med-section-card" aria-labelledby="med-order-items">
        <h2 id="med-order-items" className="section-title">
          {t('order.itemsTitle')}
        </h2>
        {lines.length === 0 ? (
          <p className="muted">
            {t('order.noItems')} <Link to="/medical/pharmacy">{t('order.browse')}</Link>
          </p>
        ) : (
          <>
            <ul className="med-order-lines">
              {lines.map((l) => (
                <OrderLineRow key={l.item.id} line={l} />
              ))}
            </ul>
            <Link to="/medical/pharmacy" className="med-more-link">
              {t('order.addMore')}
            </Link>
          </>
        )}
      </section>

      <section className="card med-section-card" aria-labelledby="med-order-rx">
        <h2 id="med-order-rx" className="section-title">
          {t('order.rxTitle')}
        </h2>
        <PrescriptionPhoto
          photo={photo}
          onPhoto={choosePhoto}
          required={needsPrescription.length > 0 || orderable.length === 0}
          error={error('prescriptionPhoto')}
        />
        {upload.error && <Problem error={upload.error} />}
      </section>

      <section className="card med-section-card form" aria-labelledby="med-order-delivery">
        <h2 id="med-order-delivery" className="section-title">
          {t('order.deliveryTitle')}
        </h2>
        {town && (
          <DeliveryAreaField
            town={town}
            areaId={areaId}
            error={totals?.areaMissing ? error('area') : undefined}
          />
        )}
        {form.submitted && totals?.area && totals.toMinimumPaise > 0 && (
          <p className="field__error" role="alert">
            {t('common:area.minimum', {
              area: textIn(totals.area, 'name', i18n.language),
              min: format.price(totals.area.minOrderPaise),
              amount: format.price(totals.toMinimumPaise),
            })}
          </p>
        )}
        <HomeContactFields contact={values} onChange={change} error={error} prefix="customer" />
        <TextField
          label={t('order.note')}
          hint={t('order.noteHint')}
          optional
          value={values.note}
          maxLength={noteMax}
          onChange={(event) => set('note', event.target.value)}
          error={error('note')}
        />
      </section>

      <section className="card med-section-card" aria-labelledby="med-order-pay">
        <h2 id="med-order-pay" className="section-title">
          {t('order.payTitle')}
        </h2>
        {orderable.length > 0 && (
          <dl className="med-totals">
            <div>
              <dt>{t('order.subtotal')}</dt>
              <dd>{format.price(subtotal)}</dd>
            </div>
            <div>
              <dt>{t('order.delivery')}</dt>
              <dd>{fee === 0 ? t('common:free') : format.price(fee)}</dd>
            </div>
            <div className="med-totals__total">
              <dt>{t('order.total')}</dt>
              <dd>{format.price(subtotal + fee)}</dd>
            </div>
          </dl>
        )}
        <p className="muted">
          {photo || orderable.length === 0 ? t('order.priceAfterRx') : t('order.cash')}
        </p>
        <FormProblem
          error={action.error}
          fieldErrors={action.fieldErrors}
          shownPaths={shownPaths}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={form.submitting}>
            {upload.uploading
              ? t('order.uploading')
              : action.pending
                ? t('common:form.sending')
                : t('order.submit')}
          </button>
        </div>
      </section>
    </form>
  );
}

/** A medicine's name in the page's language, from the cart line or else the pharmacy's list. */
const lineName = ({ item, product }: OrderLine, language: string) =>
  cartDetails(item, language, { product }).name;

function OrderLineRow({ line }: { line: OrderLine }) {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const text = useText();
  const cart = useCart();
  const { item, product } = line;
  const name = lineName(line, i18n.language);
  const stock = product ? inStock(product) : 0;
  return (
    <li className="med-order-line">
      <div className="med-order-line__what">
        <p className="med-order-line__name">{name}</p>
        {product ? (
          <p className="med-order-line__meta">
            {text(product, 'unit')} · {format.price(product.pricePaise)}
            {product.prescriptionRequired && (
              <StatusPill tone="amber" small>
                {t('pharmacy.prescriptionNeeded')}
              </StatusPill>
            )}
          </p>
        ) : null}
        {(!product || stock === 0) && <p className="field__error">{t('order.unavailable')}</p>}
        {product && stock > 0 && item.quantity > stock && (
          <p className="field__error">
            {t('order.onlyLeft', { count: stock, n: format.number(stock) })}
          </p>
        )}
      </div>
      <div className="med-order-line__qty">
        {product && stock > 0 && (
          <MedStepper
            name={name}
            quantity={item.quantity}
            max={stock}
            label={format.number(item.quantity)}
            onChange={(count) => cart.update(item, count)}
          />
        )}
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={t('order.removeNamed', { name })}
          onClick={() => cart.remove([item.id])}
        >
          {t('order.remove')}
        </button>
      </div>
    </li>
  );
}
