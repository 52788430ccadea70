import { refusalOf } from '@town/core/refusals';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm } from '../../forms/useForm';
import { useForgetLostPhoto, usePhotoUpload } from '../../forms/usePhotoUpload';
import { textIn } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { type CartApi, useCart, useTown } from '../../state/AppState';
import { cartTotals, needsPrescription } from '../../state/cartItems';
import { chooseSlot, useChosenSlot } from '../../state/chosenSlot';
import { useDeliveryArea } from '../../state/deliveryArea';
import { saveOrderLinkFrom } from '../../state/orderLinks';
import { blankDetails, savedDetails } from '../../state/rememberedContact';
import { DeliveryAreaField } from '../../ui/DeliveryAreaField';
import { errorText } from '../../ui/errorText';
import { photoProblemOf } from '../../ui/PrescriptionPhoto';
import { Problem } from '../../ui/Problem';
import { useAction } from '../../ui/useAction';
import { DeliveryFields } from './DeliveryFields';
import {
  checkDelivery,
  type DeliveryDraft,
  type DeliveryField,
  noteTooLong,
  orderParty,
  rememberDelivery,
} from './delivery';
import { type OrderProblem, orderProblem, type Shortage } from './orderErrors';
import { ShopNotes, shopsOfCart } from './ShopNotes';
import { SlotPicker, sameSlot } from './SlotPicker';
import type { ThankYouState } from './thankYou';
import type { CartPhoto } from './useCartPhoto';

/** The checkout's fields: the delivery details (remembered), the order's note, each shop's note. */
interface CheckoutValues extends DeliveryDraft {
  note: string;
  shopNotes: Record<string, string>;
}

const blankNotes = { note: '', shopNotes: {} };

/**
 * Checkout: who and where (remembered on this browser), cash on delivery, and one order per
 * checkout even when "Place order" is sent twice (the requestId). A refused order keeps the cart.
 */
export function Checkout({ photo }: { photo: CartPhoto }) {
  const { t, i18n } = useTranslation('shop');
  const { t: tm } = useTranslation('medical');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const cart = useCart();
  const { town } = useTown();
  const order = useAction('createOrder');
  const areaId = useDeliveryArea(town);
  const totals = cartTotals(cart.items, town, areaId);
  // Where the town lists its localities, none chosen (or "not listed") places no order.
  const asksArea = (town?.delivery.areas?.length ?? 0) > 0;
  const areaProblem = asksArea && (!totals.area || totals.toMinimumPaise > 0);
  const shops = shopsOfCart(cart.items, t('checkout.unnamedShop'));
  const picked = useChosenSlot()?.choice;
  // The choice lives while the checkout does: the next visit starts at "as soon as possible".
  useEffect(() => () => chooseSlot(undefined), []);
  // A slot the server refused is no longer chosen (nor listed): "as soon as possible" is, until
  // the customer picks another of the slots it said are offered now.
  const refusedSlot = refusalOf(order.error?.details, 'slot-not-offered');
  const slot = picked && !sameSlot(picked, refusedSlot) ? picked : undefined;
  // With one shop the order's note is that shop's too; with several, each gets its own.
  const notedShops = shops.length > 1 ? shops : [];
  const notesToSend = (shopNotes: CheckoutValues['shopNotes']) =>
    Object.fromEntries(
      notedShops.flatMap((shop) => {
        const text = shopNotes[shop.id]?.trim();
        return text ? [[shop.id, text] as const] : [];
      }),
    );
  /** The prescription photo, sent once: a retry after a failed order sends its reference again. */
  const upload = usePhotoUpload('prescription');
  useForgetLostPhoto(upload, order.error);
  const { uploading } = upload;
  const prescribed = cart.items.filter(needsPrescription);

  /** The prescription photo's problem, said beside the photo in the cart (above this form). */
  function photoProblem(): string | undefined {
    if (prescribed.length === 0) return undefined;
    if (!photo.photo) {
      return tm('order.photoRequired', { names: prescribed.map((i) => i.name).join(', ') });
    }
    const problem = photoProblemOf(photo.photo);
    return problem ? tm(`order.photoProblem.${problem}`) : undefined;
  }

  async function photoRef(): Promise<string | undefined> {
    const chosen = photo.photo;
    if (prescribed.length === 0 || !chosen) return undefined;
    return upload.upload(chosen);
  }

  const form = useForm<CheckoutValues>({
    initial: { ...blankDetails, ...blankNotes },
    remembered: () => ({ ...savedDetails(), ...blankNotes }),
    // The photo is checked with the fields, so an order without it is not sent; it is said and
    // focused in the cart, above this form (see `submit`).
    check: (values) => ({
      ...checkDelivery(values),
      ...(noteTooLong(values.note) ? { note: 'tooLong' } : {}),
      ...(Object.values(notesToSend(values.shopNotes)).some(noteTooLong)
        ? { shopNotes: 'tooLong' }
        : {}),
      ...(photoProblem() ? { photo: 'photo' } : {}),
      ...(areaProblem ? { area: 'area' } : {}),
    }),
    action: order,
    async send(values) {
      rememberDelivery(values);
      const party = orderParty(values);
      const ref = await photoRef();
      if (prescribed.length > 0 && !ref) return;
      const onlyPharmacy = cart.items.every((item) => item.shopType === 'pharmacy');
      const note = values.note.trim();
      const shopNotes = notesToSend(values.shopNotes);
      const result = await order.run({
        kind: onlyPharmacy ? 'pharmacy' : 'shop',
        ...party,
        ...(ref ? { prescriptionPhoto: ref } : {}),
        items: cart.items.map((item) => ({ productId: item.id, quantity: item.quantity })),
        ...(note ? { note } : {}),
        ...(Object.keys(shopNotes).length > 0 ? { shopNotes } : {}),
        requestId: order.requestId,
        ...(totals.area ? { areaId: totals.area.id } : {}),
        ...(slot ? { slot } : {}),
      });
      if (!result) return;
      saveOrderLinkFrom(result);
      const state: ThankYouState = {
        code: result.code,
        phone: party.customer.phone,
        totalPaise: result.totalPaise,
      };
      order.renewRequestId();
      navigate(`/thankYou?code=${encodeURIComponent(result.code)}`, { state });
      cart.clear();
    },
  });
  const { values, set } = form;

  const problems = form.submitted ? checkDelivery(values) : {};
  const problem = orderProblem(order.error);
  const slotGone = refusedSlot !== undefined;
  const hasFieldErrors = Object.keys(order.fieldErrors).length > 0;
  const { totalPaise } = totals;

  const change = (field: DeliveryField, value: string) => set(field, value);

  /**
   * The form's submit, with the photo first: its problem is said beside it in the cart, and the
   * customer is taken there rather than to a field of this form (the hook asks for the next
   * frame to focus the first invalid field; the photo's frame is asked for after it, so it wins).
   */
  function submit(event: FormEvent<HTMLFormElement>) {
    const rxProblem = form.submitting ? undefined : photoProblem();
    if (!form.submitting) photo.setError(rxProblem);
    const sent = form.onSubmit(event);
    if (rxProblem) requestAnimationFrame(photo.focus);
    return sent;
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="section-title">
        {t('checkout.deliveryTitle')}
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        {town && (
          <DeliveryAreaField
            town={town}
            areaId={areaId}
            error={form.submitted && !totals.area ? tc('area.required') : undefined}
          />
        )}
        {form.submitted && totals.area && totals.toMinimumPaise > 0 && (
          <p className="field__error" role="alert">
            {tc('area.minimum', {
              area: textIn(totals.area, 'name', i18n.language),
              min: format.price(totals.area.minOrderPaise),
              amount: format.price(totals.toMinimumPaise),
            })}
          </p>
        )}
        <DeliveryFields
          draft={values}
          onChange={change}
          problems={problems}
          serverErrors={order.fieldErrors}
          note={values.note}
          noteHint={notedShops.length > 0 ? t('checkout.deliveryNoteHint') : t('checkout.noteHint')}
          onNote={(note) => set('note', note)}
        />
        {notedShops.length > 0 && (
          <ShopNotes
            shops={notedShops}
            notes={values.shopNotes}
            onNote={(shopId, text) =>
              form.setValues((current) => ({
                ...current,
                shopNotes: { ...current.shopNotes, [shopId]: text },
              }))
            }
            serverErrors={order.fieldErrors}
          />
        )}
        <SlotPicker
          shopIds={shops.map((shop) => shop.id)}
          slot={slot}
          onSlot={(choice, isToday) => chooseSlot(choice ? { choice, isToday } : undefined)}
          {...(refusedSlot ? { offeredNow: refusedSlot.offered } : {})}
          key={slotGone ? 'after-refusal' : 'first'}
        />
        <div className="pay-note">
          <strong>{t('checkout.cashTitle')}</strong>
          <span>{t('checkout.cashText')}</span>
        </div>
        {upload.error && <Problem error={upload.error} />}
        {problem ? (
          <ProblemWithCart key={JSON.stringify(problem)} problem={problem} cart={cart} />
        ) : slotGone ? (
          <div className="problem" role="alert">
            <p>{t('checkout.slotGone')}</p>
          </div>
        ) : order.error && !hasFieldErrors ? (
          <div className="problem" role="alert">
            <p>{errorText(tc, order.error, format.price)}</p>
          </div>
        ) : order.error ? (
          <p className="field__error" role="alert">
            {tc('error.invalid')}
          </p>
        ) : null}
        <button type="submit" className="button button--wide" disabled={form.submitting}>
          {uploading
            ? tm('order.uploading')
            : order.pending
              ? tc('form.sending')
              : t('checkout.place', { total: format.price(totalPaise) })}
        </button>
      </form>
    </section>
  );
}

/** The cart after a shortage: out-of-stock items gone, the others cut to what is left. */
function fitToStock(cart: CartApi, shortages: readonly Shortage[]) {
  const left = new Map(shortages.map((s) => [s.productId, s.available]));
  cart.replace(
    cart.items.flatMap((item) => {
      const available = left.get(item.id);
      if (available === undefined) return [item];
      return available > 0 ? [{ ...item, quantity: available, stock: available }] : [];
    }),
  );
}

/** A refused order, said in the customer's language, with the fix the cart can make. */
function ProblemWithCart({ problem, cart }: { problem: OrderProblem; cart: CartApi }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const [fixed, setFixed] = useState(false);
  if (problem.kind === 'shortage') {
    return (
      <div className="problem problem--stack" role="alert">
        <p>{t('checkout.shortTitle')}</p>
        <ul>
          {problem.shortages.map((s) => (
            <li key={s.productId}>
              {s.available === 0
                ? t('checkout.outOfStock', { name: s.name })
                : t('checkout.onlyLeft', { name: s.name, n: format.number(s.available) })}
            </li>
          ))}
        </ul>
        {fixed ? (
          <p>{t('checkout.fitted')}</p>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              fitToStock(cart, problem.shortages);
              setFixed(true);
            }}
          >
            {t('checkout.fit')}
          </button>
        )}
      </div>
    );
  }
  if (problem.kind === 'closed') {
    const closedIds = new Set(problem.shops.map((shop) => shop.shopId));
    const theirs = cart.items.filter((item) => closedIds.has(String(item.shopId)));
    return (
      <div className="problem problem--stack" role="alert">
        <p>{t('checkout.closedTitle')}</p>
        <ul>
          {problem.shops.map((shop) => (
            <li key={shop.shopId}>
              {shop.kind === 'today'
                ? t('checkout.closedToday', { shop: shop.name })
                : t('checkout.onHoliday', { shop: shop.name, date: format.day(shop.reopensOn) })}
            </li>
          ))}
        </ul>
        {fixed ? (
          <p>{t('checkout.closedRemoved')}</p>
        ) : (
          theirs.length > 0 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                cart.remove(theirs.map((item) => item.id));
                setFixed(true);
              }}
            >
              {t('checkout.removeClosed')}
            </button>
          )
        )}
      </div>
    );
  }
  if (problem.kind === 'prescription') {
    const item = cart.items.find((entry) => entry.id === problem.productId);
    return (
      <div className="problem problem--stack" role="alert">
        <p>{t('checkout.needsPrescription', { name: item?.name ?? '' })}</p>
        {item && (
          <button
            type="button"
            className="button button--small"
            onClick={() => cart.remove([problem.productId])}
          >
            {t('checkout.removeIt')}
          </button>
        )}
      </div>
    );
  }
  if (problem.kind === 'outsideArea') return <AreaChanged />;
  if (problem.kind === 'belowMinimum') return <BelowMinimum problem={problem} />;
  return (
    <div className="problem" role="alert">
      <p>{t('checkout.gone')}</p>
    </div>
  );
}

/** The town changed its list of localities since this page loaded: choose again from the new one. */
function AreaChanged() {
  const { t } = useTranslation();
  const { reload } = useTown();
  return (
    <div className="problem problem--stack" role="alert">
      <p>{t('area.changed')}</p>
      <button type="button" className="button button--small" onClick={reload}>
        {t('area.choose')}
      </button>
    </div>
  );
}

/** The host's own sum of the goods fell short of the locality's minimum (prices changed). */
function BelowMinimum({ problem }: { problem: Extract<OrderProblem, { kind: 'belowMinimum' }> }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { town } = useTown();
  const area = town?.delivery.areas?.find((each) => each.id === problem.areaId);
  return (
    <div className="problem" role="alert">
      <p>
        {t('area.minimum', {
          area: area ? textIn(area, 'name', i18n.language) : '',
          min: format.price(problem.minOrderPaise),
          amount: format.price(problem.toMinimumPaise),
        })}
      </p>
    </div>
  );
}
