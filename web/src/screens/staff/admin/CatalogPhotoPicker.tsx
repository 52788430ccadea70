import type { CatalogPhotoCollection } from '@town/core/vocabulary';
import { useId, useState } from 'react';
import { usePhotoUpload } from '../../../forms/usePhotoUpload';
import { useTranslation } from '../../../i18n/useTranslation';
import { CatalogPicture } from '../../../ui/CatalogPicture';
import { errorText } from '../../../ui/errorText';
import { useAction } from '../../../ui/useAction';
import type { Doc } from './catalogForm';

/**
 * Longest side sent from the phone: as for product photos, twice the widest a picture is shown
 * (640 px) with room for the server's 4:3 crop; a 12 MP camera photo leaves at about 200 KB.
 */
const sendSide = 1200;

/**
 * The picture of a shop, a doctor or a news post, in the admin's catalog form: taken with the
 * phone's camera (or chosen from the gallery), shrunk on the phone, sent, then set on the
 * document (`setCatalogPhoto`). Remove takes any picture off, the app's own ones too. The
 * server checks and re-encodes it; the public pages show it from then on.
 */
export function CatalogPhotoPicker({
  collection,
  item,
  onSaved,
}: {
  collection: CatalogPhotoCollection;
  item: Doc & { id: string };
  onSaved: (item: Doc) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const action = useAction('setCatalogPhoto');
  const upload = usePhotoUpload('catalog', { shrinkTo: sendSide });
  const [done, setDone] = useState<'saved' | 'removed'>();
  const busy = upload.uploading || action.pending;
  const image = typeof item.image === 'string' ? item.image : undefined;
  const name = String(item.name ?? item.title ?? '');

  async function set(photo: string | null) {
    const result = await action.run({ collection, id: item.id, photo });
    if (result) {
      onSaved(result.item as unknown as Doc);
      setDone(photo ? 'saved' : 'removed');
    }
  }

  async function send(file: File | undefined) {
    if (!file) return;
    setDone(undefined);
    const ref = await upload.upload(file);
    if (ref) await set(ref);
  }

  async function remove() {
    setDone(undefined);
    upload.clearError();
    await set(null);
  }

  const error = upload.error ?? action.error;
  return (
    <fieldset className="staff-catalog-picture">
      <legend className="field__label">{t('catalog.picture.legend')}</legend>
      <p className="field__hint">{t('catalog.picture.hint')}</p>
      <div className="staff-product-photo">
        <CatalogPicture
          image={image}
          className="staff-catalog-picture__image"
          sizes="96px"
          width={96}
          height={72}
        />
        <div className="staff-product-photo__actions">
          <label
            className={`button button--quiet button--small${busy ? ' button--disabled' : ''}`}
            htmlFor={`${id}-file`}
          >
            {busy
              ? t('catalog.picture.sending')
              : image
                ? t('catalog.picture.change')
                : t('catalog.picture.take')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={t('catalog.picture.label', { name })}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void send(file);
            }}
          />
          {image && !busy && (
            <button type="button" className="button button--quiet button--small" onClick={remove}>
              {t('catalog.picture.remove')}
            </button>
          )}
        </div>
        {done && (
          <p className="staff-saved-note" role="status">
            {t(`catalog.picture.${done}`)}
          </p>
        )}
        {error && (
          <p className="staff-problem" role="alert">
            {errorText(tCommon, error)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
