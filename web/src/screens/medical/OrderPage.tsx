import type { CartItem, Product } from '@town/core';
import { orderTotals } from '@town/core/vocabulary';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { backend } from '../../backend';
import { BackendError } from '../../backend/types';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { useCart, useTown } from '../../state/AppState';
import { saveOrderLink } from '../../state/orderLinks';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { useAction } from '../../ui/useAction';
import { HomeContactFields } from './ContactFields';
import { addressOf, personOf, rememberContact, useContact } from './contact';
import { FormProblem } from './FormProblem';
import {
  addressErrors,
  type FieldErrors,
  fieldError,
  focusFirstInvalid,
  personErrors,
} from './forms';
import { MedStepper } from './PharmacyParts';
import { PrescriptionPhoto, photoProblemOf } from './PrescriptionPhoto';
import { inStock, isPharmacyLine } from './pharmacy';
import { thankYouPath } from './thanks';
import './medical.css';

/** A medicine in this order: the cart line, priced from the catalog as it is now. */
interface OrderLine {
  item: CartItem;
  product: Product | undefined;
}

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
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const cart = useCart();
  const { town } = useTown();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const action = useAction('createOrder');
  const [contact, change] = useContact();
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<Blob>();
  /** The upload's reference for the current photo: a retry after a failed order sends it again. */
  const [uploaded, setUploaded] = useState<{ photo: Blob; ref: string }>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<BackendError>();
  const [errors, setErrors] = useState<FieldErrors>({});

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
  const fee = town ? orderTotals(subtotal, town.delivery).deliveryFeePaise : 0;

  // A photo the host no longer has (NOT_FOUND) is sent again on the next try.
  const failure = action.error;
  useEffect(() => {
    if (failure?.status === 'NOT_FOUND') setUploaded(undefined);
  }, [failure]);

  const choosePhoto = (next: Blob | undefined) => {
    setPhoto(next);
    setUploadError(undefined);
    setErrors(({ prescriptionPhoto: _gone, ...rest }) => rest);
  };

  async function photoRef(): Promise<string | undefined> {
    if (!photo) return undefined;
    if (uploaded?.photo === photo) return uploaded.ref;
    setUploading(true);
    setUploadError(undefined);
    try {
      const { ref } = await backend.uploadPhoto(photo, 'prescription');
      setUploaded({ photo, ref });
      return ref;
    } catch (caught) {
      setUploadError(
        caught instanceof BackendError ? caught : new BackendError('INTERNAL', String(caught)),
      );
      return undefined;
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading || action.pending) return;
    const found: FieldErrors = {
      ...personErrors(t, 'customer', contact),
      ...addressErrors(t, contact.line, contact.landmark),
    };
    if (note.trim().length > 200) found.note = t('common:form.tooLong', { max: 200 });
    if (photo) {
      const problem = photoProblemOf(photo);
      if (problem) found.prescriptionPhoto = t(`order.photoProblem.${problem}`);
    } else if (needsPrescription.length > 0) {
      found.prescriptionPhoto = t('order.photoRequired', {
        names: needsPrescription.map((l) => l.item.name).join(', '),
      });
    } else if (orderable.length === 0) {
      found.prescriptionPhoto = t('order.nothing');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const ref = await photoRef();
    if (photo && !ref) return;
    const result = await action.run({
      kind: 'pharmacy',
      customer: personOf(contact),
      address: addressOf(contact),
      items: orderable.map((l) => ({ productId: l.item.id, quantity: l.item.quantity })),
      ...(ref ? { prescriptionPhoto: ref } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      requestId: action.requestId,
    });
    if (!result) return;
    saveOrderLink({
      code: result.code,
      secret: result.secret,
      placedAt: result.createdAt,
      ...(result.telegramFollow ? { telegramFollow: result.telegramFollow } : {}),
    });
    rememberContact(contact);
    cart.remove(lines.map((l) => l.item.id));
    action.renewRequestId();
    navigate(thankYouPath('order', result.code), {
      state: { totalPaise: result.totalPaise },
    });
  }

  const error = (path: string) => fieldError(errors, action.fieldErrors, path);
  const sending = uploading || action.pending;

  return (
    <form ref={formRef} className="med-order" noValidate onSubmit={submit}>
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
        {uploadError && <Problem error={uploadError} />}
      </section>

      <section className="card med-section-card form" aria-labelledby="med-order-delivery">
        <h2 id="med-order-delivery" className="section-title">
          {t('order.deliveryTitle')}
        </h2>
        <HomeContactFields contact={contact} onChange={change} error={error} prefix="customer" />
        <TextField
          label={t('order.note')}
          hint={t('order.noteHint')}
          optional
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.target.value)}
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
          <button type="submit" className="button" disabled={sending}>
            {uploading
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

function OrderLineRow({ line }: { line: OrderLine }) {
  const { t } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const cart = useCart();
  const { item, product } = line;
  const stock = product ? inStock(product) : 0;
  return (
    <li className="med-order-line">
      <div className="med-order-line__what">
        <p className="med-order-line__name">{item.name}</p>
        {product ? (
          <p className="med-order-line__meta">
            {product.unit} · {format.price(product.pricePaise)}
            {product.prescriptionRequired && (
              <span className="med-badge med-badge--rx">{t('pharmacy.prescriptionNeeded')}</span>
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
            name={item.name}
            quantity={item.quantity}
            max={stock}
            label={format.number(item.quantity)}
            onChange={(count) => cart.update(item, count)}
          />
        )}
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={t('order.removeNamed', { name: item.name })}
          onClick={() => cart.remove([item.id])}
        >
          {t('order.remove')}
        </button>
      </div>
    </li>
  );
}
