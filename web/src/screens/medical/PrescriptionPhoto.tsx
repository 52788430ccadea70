import { type Ref, useId, useState } from 'react';
import { usePhotoPreview } from '../../forms/usePhotoUpload';
import { useTranslation } from '../../i18n/useTranslation';
import { SvgIcon } from '../../shell/icons';
import { shrinkPhoto } from '../../ui/photo';
import { medicalIcons } from './icons';

/** What the upload route takes (core photoContentTypes) and its size limit. */
const sendableTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxBytes = 3 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size' | undefined;

export function photoProblemOf(photo: Blob): PhotoProblem {
  if (!sendableTypes.includes(photo.type)) return 'type';
  if (photo.size > maxBytes) return 'size';
  return undefined;
}

/**
 * A prescription photo from the camera (or the gallery), shrunk on the phone before it is sent,
 * with a preview so the person can check it is readable.
 */
export function PrescriptionPhoto({
  photo,
  onPhoto,
  required,
  error,
  inputRef,
}: {
  photo: Blob | undefined;
  onPhoto: (photo: Blob | undefined) => void;
  required: boolean;
  error: string | undefined;
  /** The file input (whichever is shown), for a form to focus when the photo is missing. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['medical', 'common']);
  const id = useId();
  const preview = usePhotoPreview(photo);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      onPhoto(await shrinkPhoto(file));
    } finally {
      setBusy(false);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid med-photo' : 'field med-photo'}>
      <span className="field__label" id={`${id}-label`}>
        {t('order.photoLabel')}
        {!required && <span className="field__optional"> ({t('common:form.optional')})</span>}
      </span>
      <p id={hintId} className="field__hint">
        {required ? t('order.photoNeeded') : t('order.photoHint')}
      </p>
      {preview ? (
        <div className="med-photo__preview">
          <img src={preview} alt={t('order.photoAlt')} />
          <div className="button-row">
            <label className="button button--quiet button--small med-photo__change">
              <input
                ref={inputRef}
                type="file"
                accept="image/*"
                className="visually-hidden"
                aria-describedby={hintId}
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              {t('order.photoChange')}
            </label>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => onPhoto(undefined)}
            >
              {t('order.photoRemove')}
            </button>
          </div>
        </div>
      ) : (
        <label className="med-photo__pick">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <SvgIcon d={medicalIcons.camera} size={28} />
          <span className="med-photo__pick-text">
            {busy ? t('order.photoPreparing') : t('order.photoTake')}
          </span>
        </label>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
