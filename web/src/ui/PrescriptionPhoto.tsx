import { type Ref, useId, useState } from 'react';
import { usePhotoPreview } from '../forms/usePhotoUpload';
import { useTranslation } from '../i18n/useTranslation';
import { SvgIcon } from '../shell/icons';
import { shrinkPhoto } from './photo';
import './prescriptionPhoto.css';

const cameraIcon = 'M4 8h3l2-3h6l2 3h3v11H4zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z';

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
 * with a preview so the person can check it is readable. The pharmacy's order form and the
 * shop cart (a medicine that needs one) both ask for it; its strings are the medical area's.
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
    <div className={error ? 'field field--invalid prescription-photo' : 'field prescription-photo'}>
      <span className="field__label" id={`${id}-label`}>
        {t('order.photoLabel')}
        {!required && <span className="field__optional"> ({t('common:form.optional')})</span>}
      </span>
      <p id={hintId} className="field__hint">
        {required ? t('order.photoNeeded') : t('order.photoHint')}
      </p>
      {preview ? (
        <div className="prescription-photo__preview">
          <img src={preview} alt={t('order.photoAlt')} />
          <div className="button-row">
            <label className="button button--quiet button--small prescription-photo__change">
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
        <label className="prescription-photo__pick">
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
          <SvgIcon d={cameraIcon} size={28} />
          <span className="prescription-photo__pick-text">
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
