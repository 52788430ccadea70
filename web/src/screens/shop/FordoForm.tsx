import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { backend } from '../../backend';
import { BackendError } from '../../backend/types';
import { useRead } from '../../backend/useRead';
import { useTranslation } from '../../i18n/useTranslation';
import { saveOrderLink } from '../../state/orderLinks';
import { blankDetails, savedDetails } from '../../state/rememberedContact';
import { useRemembered } from '../../state/useRemembered';
import { errorText } from '../../ui/errorText';
import { SelectField, TextArea } from '../../ui/Field';
import { Problem } from '../../ui/Problem';
import { shrinkPhoto } from '../../ui/photo';
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
import { focusFirstInvalid } from './formFocus';
import type { ThankYouState } from './thankYou';

const listMax = 2000;

/** A photo chosen for the list, and the reference once it has been uploaded. */
interface ListPhoto {
  file: File;
  preview: string;
  ref?: string;
}

/**
 * A shopping list ("fordo") sent as an order: written, photographed, or both. The photo is
 * shrunk and uploaded first; a retry reuses the uploaded photo and the same requestId, so a
 * customer on a bad connection makes one order.
 */
export default function FordoForm() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const photoInputId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const grocers = useRead('shops', { type: 'grocery' });
  const stalls = useRead('shops', { type: 'bazaar' });
  const send = useAction('sendFordoList');

  const [draft, setDraft] = useRemembered<DeliveryDraft>(savedDetails, blankDetails);
  const [shopId, setShopId] = useState('');
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<ListPhoto | undefined>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<BackendError | undefined>();
  const [checked, setChecked] = useState(false);

  const preview = photo?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const problems = checked ? checkDelivery(draft) : {};
  const listMissing = checked && !text.trim() && !photo;
  const listTooLong = text.trim().length > listMax;
  const serverList = send.fieldErrors.list ?? send.fieldErrors['list.text'];
  const busy = uploading || send.pending;

  const change = (field: DeliveryField, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const choosePhoto = (file: File | undefined) => {
    setUploadError(undefined);
    setPhoto(file ? { file, preview: URL.createObjectURL(file) } : undefined);
  };

  const removePhoto = () => {
    choosePhoto(undefined);
    if (photoInput.current) photoInput.current.value = '';
  };

  /** Uploads the chosen photo once and answers its reference (undefined when it failed). */
  async function uploadedRef(chosen: ListPhoto): Promise<string | undefined> {
    if (chosen.ref) return chosen.ref;
    setUploading(true);
    setUploadError(undefined);
    try {
      const { ref } = await backend.uploadPhoto(await shrinkPhoto(chosen.file), 'shoppingList');
      setPhoto((current) => (current?.file === chosen.file ? { ...current, ref } : current));
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    const hasList = text.trim() !== '' || photo !== undefined;
    const invalid =
      Object.keys(checkDelivery(draft)).length > 0 || !hasList || listTooLong || noteTooLong(note);
    if (invalid) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    rememberDelivery(draft);
    const ref = photo ? await uploadedRef(photo) : undefined;
    if (photo && !ref) return;
    const listText = text.trim();
    const result = await send.run({
      ...orderParty(draft),
      ...(shopId ? { shopId } : {}),
      list: { ...(listText ? { text: listText } : {}), ...(ref ? { photo: ref } : {}) },
      ...(note.trim() ? { note: note.trim() } : {}),
      requestId: send.requestId,
    });
    if (!result) return;
    saveOrderLink({
      code: result.code,
      secret: result.secret,
      placedAt: result.createdAt,
      ...(result.telegramFollow ? { telegramFollow: result.telegramFollow } : {}),
    });
    send.renewRequestId();
    const state: ThankYouState = { code: result.code, phone: orderParty(draft).customer.phone };
    navigate(`/thankYou?code=${encodeURIComponent(result.code)}`, { state });
  }

  const photoGone = send.error?.status === 'NOT_FOUND' && photo?.ref;
  useEffect(() => {
    // The server lost track of the uploaded photo (e.g. it expired): upload it again next time.
    if (photoGone)
      setPhoto((current) => current && { file: current.file, preview: current.preview });
  }, [photoGone]);

  const generalError =
    send.error && Object.keys(send.fieldErrors).length === 0 ? send.error : undefined;

  return (
    <form className="form form--wide fordo" onSubmit={submit} noValidate>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('fordo.listTitle')}</legend>
        <TextArea
          label={t('fordo.listLabel')}
          hint={t('fordo.listHint')}
          optional
          name="list"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={
            listTooLong
              ? tc('form.tooLong', { max: listMax })
              : listMissing
                ? t('fordo.listMissing')
                : serverList
          }
        />
        <p className="or-rule">
          <span>{t('fordo.or')}</span>
        </p>
        <div className="photo-pick">
          {photo ? (
            <figure className="photo-pick__preview">
              <img src={photo.preview} alt={t('fordo.photoAlt')} />
              <figcaption>
                <button
                  type="button"
                  className="button button--quiet button--small"
                  onClick={removePhoto}
                >
                  {t('fordo.photoRemove')}
                </button>
              </figcaption>
            </figure>
          ) : null}
          <label htmlFor={photoInputId} className="button button--quiet photo-pick__button">
            {photo ? t('fordo.photoRetake') : t('fordo.photoTake')}
          </label>
          <input
            ref={photoInput}
            id={photoInputId}
            className="photo-pick__input"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
          <p className="field__hint">{t('fordo.photoHint')}</p>
          {uploadError && <Problem error={uploadError} />}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('fordo.shopTitle')}</legend>
        <SelectField
          label={t('fordo.shopLabel')}
          optional
          name="shopId"
          value={shopId}
          onChange={(event) => setShopId(event.target.value)}
          error={send.fieldErrors.shopId}
        >
          <option value="">{t('fordo.anyShop')}</option>
          {[
            { type: 'grocery' as const, shops: grocers.data ?? [] },
            { type: 'bazaar' as const, shops: stalls.data ?? [] },
          ]
            .filter((group) => group.shops.length > 0)
            .map((group) => (
              <optgroup key={group.type} label={t(`types.${group.type}.title`)}>
                {group.shops.map((shop) => (
                  <option key={shop.id} value={shop.id}>
                    {shop.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </SelectField>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('checkout.deliveryTitle')}</legend>
        <DeliveryFields
          draft={draft}
          onChange={change}
          problems={problems}
          serverErrors={send.fieldErrors}
          note={note}
          noteHint={t('fordo.noteHint')}
          onNote={setNote}
        />
      </fieldset>

      <div className="pay-note">
        <strong>{t('checkout.cashTitle')}</strong>
        <span>{t('fordo.cashText')}</span>
      </div>

      {generalError && (
        <div className="problem" role="alert">
          <p>{errorText(tc, generalError)}</p>
        </div>
      )}
      {send.error && !generalError && (
        <p className="field__error" role="alert">
          {tc('error.invalid')}
        </p>
      )}

      <button type="submit" className="button button--wide" disabled={busy}>
        {uploading ? t('fordo.uploading') : send.pending ? tc('form.sending') : t('fordo.send')}
      </button>
    </form>
  );
}
