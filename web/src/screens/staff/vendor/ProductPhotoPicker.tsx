import type { Product } from '@town/core';
import { useId, useState } from 'react';
import { usePhotoUpload } from '../../../forms/usePhotoUpload';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { useAction } from '../../../ui/useAction';
import { ProductImage } from '../../shop';

/**
 * Longest side sent from the phone: twice the widest a product photo is shown (640 px), with room
 * for the server to crop it to 4:3; a 12 MP camera photo leaves the phone at about 200 KB.
 */
const sendSide = 1200;

/**
 * A product's photo, taken with the phone's camera (or chosen from the gallery): shrunk on the
 * phone, sent, then set on the product. The server checks and re-encodes it; the public pages
 * show it from then on.
 */
export function ProductPhotoPicker({
  product,
  onSaved,
}: {
  product: Product;
  onSaved: (product: Product) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const action = useAction('setProductPhoto');
  const upload = usePhotoUpload('product', { shrinkTo: sendSide });
  const [done, setDone] = useState<'saved' | 'removed'>();
  const busy = upload.uploading || action.pending;

  async function send(file: File | undefined) {
    if (!file) return;
    setDone(undefined);
    const ref = await upload.upload(file);
    if (!ref) return;
    const result = await action.run({ productId: product.id, photo: ref });
    if (result) {
      onSaved(result.product);
      setDone('saved');
    }
  }

  async function remove() {
    setDone(undefined);
    upload.clearError();
    const result = await action.run({ productId: product.id, photo: null });
    if (result) {
      onSaved(result.product);
      setDone('removed');
    }
  }

  const error = upload.error ?? action.error;
  return (
    <div className="staff-product-photo">
      <ProductImage
        src={product.image}
        name={product.name}
        category={product.category}
        size="thumb"
      />
      <div className="staff-product-photo__actions">
        <label
          className={`button button--quiet button--small${busy ? ' button--disabled' : ''}`}
          htmlFor={`${id}-file`}
        >
          {busy
            ? t('vendor.photo.sending')
            : product.image
              ? t('vendor.photo.change')
              : t('vendor.photo.take')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={t('vendor.photo.label', { name: product.name })}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void send(file);
          }}
        />
        {product.image?.startsWith('uploads/') && !busy && (
          <button type="button" className="button button--quiet button--small" onClick={remove}>
            {t('vendor.photo.remove')}
          </button>
        )}
      </div>
      {done && (
        <p className="staff-saved-note" role="status">
          {t(`vendor.photo.${done}`)}
        </p>
      )}
      {error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, error)}
        </p>
      )}
    </div>
  );
}
