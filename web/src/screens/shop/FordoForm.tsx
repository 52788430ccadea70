import { useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useForm } from '../../forms/useForm';
import { useForgetLostPhoto, usePhotoPreview, usePhotoUpload } from '../../forms/usePhotoUpload';
import { useTranslation } from '../../i18n/useTranslation';
import { saveOrderLinkFrom } from '../../state/orderLinks';
import { blankDetails, savedDetails } from '../../state/rememberedContact';
import { errorText } from '../../ui/errorText';
import { SelectField, TextArea } from '../../ui/Field';
import { Problem } from '../../ui/Problem';
import { photoMaxSide } from '../../ui/photo';
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
import type { ThankYouState } from './thankYou';

const listMax = 2000;

/** The list form: the delivery details (remembered), the list, its photo, a shop and a note. */
interface FordoValues extends DeliveryDraft {
  shopId: string;
  text: string;
  note: string;
  photo: File | undefined;
}

const blankList = { shopId: '', text: '', note: '', photo: undefined };

const listTooLong = (text: string) => text.trim().length > listMax;

/** The browser's checks: the delivery details, a list written or photographed, the lengths. */
function checkList(values: FordoValues) {
  return {
    ...checkDelivery(values),
    ...(!values.text.trim() && !values.photo ? { list: 'missing' } : {}),
    ...(listTooLong(values.text) ? { list: 'tooLong' } : {}),
    ...(noteTooLong(values.note) ? { note: 'tooLong' } : {}),
  };
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
  const upload = usePhotoUpload('shoppingList', { shrinkTo: photoMaxSide });
  useForgetLostPhoto(upload, send.error);

  const form = useForm<FordoValues>({
    initial: { ...blankDetails, ...blankList },
    remembered: () => ({ ...savedDetails(), ...blankList }),
    check: checkList,
    action: send,
    async send(values) {
      rememberDelivery(values);
      const ref = values.photo ? await upload.upload(values.photo) : undefined;
      if (values.photo && !ref) return;
      const listText = values.text.trim();
      const note = values.note.trim();
      const result = await send.run({
        ...orderParty(values),
        ...(values.shopId ? { shopId: values.shopId } : {}),
        list: { ...(listText ? { text: listText } : {}), ...(ref ? { photo: ref } : {}) },
        ...(note ? { note } : {}),
        requestId: send.requestId,
      });
      if (!result) return;
      saveOrderLinkFrom(result);
      send.renewRequestId();
      const state: ThankYouState = { code: result.code, phone: orderParty(values).customer.phone };
      navigate(`/thankYou?code=${encodeURIComponent(result.code)}`, { state });
    },
  });
  const { values, set } = form;
  const photo = values.photo;
  const preview = usePhotoPreview(photo);

  const problems = form.submitted ? checkDelivery(values) : {};
  const serverList = send.fieldErrors.list ?? send.fieldErrors['list.text'];

  const change = (field: DeliveryField, value: string) => set(field, value);

  const choosePhoto = (file: File | undefined) => {
    upload.clearError();
    set('photo', file);
  };

  const removePhoto = () => {
    choosePhoto(undefined);
    if (photoInput.current) photoInput.current.value = '';
  };

  const generalError =
    send.error && Object.keys(send.fieldErrors).length === 0 ? send.error : undefined;

  return (
    <form className="form form--wide fordo" onSubmit={form.onSubmit} noValidate>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('fordo.listTitle')}</legend>
        <TextArea
          label={t('fordo.listLabel')}
          hint={t('fordo.listHint')}
          optional
          name="list"
          rows={6}
          value={values.text}
          onChange={(event) => set('text', event.target.value)}
          error={
            listTooLong(values.text)
              ? tc('form.tooLong', { max: listMax })
              : form.errors.list === 'missing'
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
              <img src={preview} alt={t('fordo.photoAlt')} />
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
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
          <p className="field__hint">{t('fordo.photoHint')}</p>
          {upload.error && <Problem error={upload.error} />}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('fordo.shopTitle')}</legend>
        <SelectField
          label={t('fordo.shopLabel')}
          optional
          name="shopId"
          value={values.shopId}
          onChange={(event) => set('shopId', event.target.value)}
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
          draft={values}
          onChange={change}
          problems={problems}
          serverErrors={send.fieldErrors}
          note={values.note}
          noteHint={t('fordo.noteHint')}
          onNote={(note) => set('note', note)}
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

      <button type="submit" className="button button--wide" disabled={form.submitting}>
        {upload.uploading
          ? t('fordo.uploading')
          : send.pending
            ? tc('form.sending')
            : t('fordo.send')}
      </button>
    </form>
  );
}
