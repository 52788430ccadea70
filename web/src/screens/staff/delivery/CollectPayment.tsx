import {
  isShopView,
  type PaymentMethod,
  type StaffOrderView,
  upiPayeeFor,
  upiPayLink,
  upiReferenceSchema,
} from '@town/core';
import { useState } from 'react';
import { backend } from '../../../backend';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTown } from '../../../state/AppState';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';
import { ProofPhoto } from './ProofPhoto';
import { tap } from './tapQueue';
import { UpiQr } from './UpiQr';

/**
 * "Delivered" at the door: the courier confirms the amount and how it was paid. UPI shows a QR
 * code (and the same link) for the exact amount with the order's code as the note; the order is
 * marked delivered only when the courier has seen the payment. A photo at the door may go with
 * it (decision 2080): without signal it waits on the phone with the tap.
 */
export function CollectPayment({
  order,
  onMoved,
  onClose,
  queued = false,
}: {
  order: StaffOrderView;
  onMoved: (order: StaffOrderView) => void;
  onClose: () => void;
  /** The courier's own tap: kept on the phone and sent when there is signal. */
  queued?: boolean;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const { town } = useTown();
  const action = useAction('moveOrder');
  const [showUpi, setShowUpi] = useState(false);
  // The UPI reference's last digits, read off the payer's phone: the admin matches them later.
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [photo, setPhoto] = useState<Blob>();
  const [photoFailed, setPhotoFailed] = useState(false);
  if (isShopView(order)) return null;
  const amount = format.price(order.totalPaise);
  const payee = town ? upiPayeeFor(town, order) : null;
  const link = payee ? upiPayLink(payee, order.totalPaise, order.code) : null;

  const totalPaise = order.totalPaise;
  async function delivered(method: PaymentMethod) {
    let upiReference: string | undefined;
    if (method === 'upi') {
      const checked = upiReferenceSchema.safeParse(reference);
      if (!checked.success) {
        setReferenceError(t('collect.referenceInvalid'));
        return;
      }
      setReferenceError(undefined);
      upiReference = checked.data;
    }
    const input = {
      orderId: order.id,
      to: 'delivered' as const,
      collected: { method, amountPaise: totalPaise, ...(upiReference ? { upiReference } : {}) },
    };
    if (queued) {
      // Shown delivered ahead of the host only while it waits: the day's totals follow the host.
      if (await tap('moveOrder', input, order.id, photo)) {
        onMoved({ ...order, status: 'delivered' });
      }
      return;
    }
    const proof = photo ? await sentProof(photo) : undefined;
    if (photo && !proof) return;
    const result = await action.run({ ...input, ...(proof ? { photo: proof } : {}) });
    if (result?.order) onMoved(result.order);
  }

  /** Uploads the photo for this order; undefined (and said on the card) when it failed. */
  async function sentProof(chosen: Blob): Promise<string | undefined> {
    setPhotoFailed(false);
    try {
      return (await backend.uploadPhoto(chosen, 'deliveryProof', order.id)).ref;
    } catch {
      setPhotoFailed(true);
      return undefined;
    }
  }

  return (
    <section className="collect-payment" aria-labelledby={`collect-${order.id}`}>
      <h4 id={`collect-${order.id}`} className="collect-payment__question">
        {t('collect.question', { amount })}
      </h4>
      <ProofPhoto
        photo={photo}
        onPhoto={(chosen) => {
          setPhoto(chosen);
          setPhotoFailed(false);
        }}
      />
      {photoFailed && (
        <p className="staff-problem" role="alert">
          {t('proof.sendFailed')}
        </p>
      )}
      {showUpi && link && payee ? (
        <div className="collect-payment__upi">
          <UpiQr text={link} label={t('collect.qrLabel', { amount, code: order.code })} />
          <p className="muted">{t('collect.upiTo', { name: payee.name, id: payee.id })}</p>
          <a className="button button--quiet" href={link}>
            {t('collect.openUpi')}
          </a>
          <TextField
            label={t('collect.reference')}
            hint={t('collect.referenceHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={referenceError}
          />
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={action.pending}
              onClick={() => void delivered('upi')}
            >
              {t('collect.upiReceived', { amount })}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setShowUpi(false)}
            >
              {t('collect.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={action.pending}
            onClick={() => void delivered('cash')}
          >
            {t('collect.cash', { amount })}
          </button>
          {link && (
            <button type="button" className="button" onClick={() => setShowUpi(true)}>
              {t('collect.upi')}
            </button>
          )}
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('collect.notYet')}
          </button>
        </div>
      )}
      {action.pending && (
        <p className="muted" role="status">
          {tCommon('form.sending')}
        </p>
      )}
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </section>
  );
}
