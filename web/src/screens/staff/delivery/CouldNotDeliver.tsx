import { type FailedDeliveryReason, failedDeliveryReasons, type OrderView } from '@town/core';
import { textLimits } from '@town/core/vocabulary';
import { type FormEvent, useState } from 'react';
import { backend } from '../../../backend';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { FormButtons } from '../../../ui/FormButtons';
import { useAction } from '../../../ui/useAction';
import { moveErrorText } from '../orders/moveErrors';
import { ProofPhoto } from './ProofPhoto';

/**
 * "Could not deliver" on an order out for delivery (decision 2020): the courier says why, from a
 * fixed list both languages can name, with an optional note for the admin. The order then leaves
 * the courier's list and waits on the admin's board to be sent out again or cancelled. A photo
 * at the door is asked for, never required (decision 2080); it needs signal, as the report does.
 */
export function CouldNotDeliver({
  order,
  onReported,
}: {
  order: OrderView;
  onReported: (order: OrderView) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('reportFailedDelivery');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FailedDeliveryReason | ''>('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<Blob>();
  const [photoFailed, setPhotoFailed] = useState(false);
  const [sendingPhoto, setSendingPhoto] = useState(false);
  if (order.status !== 'outForDelivery' || order.failedAttempt) return null;

  async function report(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    const trimmed = note.trim();
    const proof = photo ? await sentProof(photo) : undefined;
    if (photo && !proof) return;
    const result = await action.run({
      orderId: order.id,
      reason,
      ...(trimmed ? { note: trimmed } : {}),
      ...(proof ? { photo: proof } : {}),
    });
    if (result) onReported(order);
  }

  /** Uploads the photo for this order; undefined (and said on the form) when it failed. */
  async function sentProof(chosen: Blob): Promise<string | undefined> {
    setPhotoFailed(false);
    setSendingPhoto(true);
    try {
      return (await backend.uploadPhoto(chosen, 'deliveryProof', order.id)).ref;
    } catch {
      setPhotoFailed(true);
      return undefined;
    } finally {
      setSendingPhoto(false);
    }
  }

  if (!open) {
    return (
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet staff-danger"
          onClick={() => setOpen(true)}
        >
          {t('couldNotDeliver.button')}
        </button>
      </div>
    );
  }
  return (
    <form className="form staff-could-not-deliver" onSubmit={report}>
      <fieldset className="staff-choice">
        <legend className="field__label">{t('couldNotDeliver.why')}</legend>
        {failedDeliveryReasons.map((one) => (
          <label key={one} className="staff-check">
            <input
              type="radio"
              name={`could-not-deliver-${order.id}`}
              value={one}
              required
              checked={reason === one}
              onChange={() => setReason(one)}
            />
            <span>{t(`couldNotDeliver.reasons.${one}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('couldNotDeliver.note')}
        optional
        maxLength={textLimits.shortText}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <ProofPhoto
        photo={photo}
        ask
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
      <p className="muted">{t('couldNotDeliver.after')}</p>
      <FormButtons
        submit={t('couldNotDeliver.submit')}
        sending={action.pending || sendingPhoto}
        disabled={action.pending || sendingPhoto || !reason}
        submitClassName="button staff-danger"
        back={t('couldNotDeliver.back')}
        onBack={() => setOpen(false)}
      />
      {action.error && (
        <p className="staff-problem" role="alert">
          {moveErrorText(t, tCommon, action.error)}
        </p>
      )}
    </form>
  );
}
