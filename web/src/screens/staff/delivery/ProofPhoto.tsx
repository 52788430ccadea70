import { useId, useState } from 'react';
import { usePhotoPreview } from '../../../forms/usePhotoUpload';
import { useTranslation } from '../../../i18n/useTranslation';
import { shrinkPhoto } from '../../../ui/photo';
import '../../../ui/prescriptionPhoto.css';

/**
 * The courier's optional photo at the door (decision 2080): straight from the camera, shrunk on
 * the phone, with a preview and a way to drop it. `ask` says why it helps (could not deliver),
 * never that it is needed: the courier may always go on without one.
 */
export function ProofPhoto({
  photo,
  onPhoto,
  ask = false,
}: {
  photo: Blob | undefined;
  onPhoto: (photo: Blob | undefined) => void;
  ask?: boolean;
}) {
  const { t } = useTranslation('staff');
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

  const input = (
    <input
      id={id}
      type="file"
      accept="image/*"
      capture="environment"
      className="visually-hidden"
      onChange={(event) => {
        void choose(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  return (
    <div className="field prescription-photo staff-proof-photo">
      {ask && <p className="field__hint">{t('proof.askAtDoor')}</p>}
      {preview ? (
        <div className="prescription-photo__preview">
          <img src={preview} alt={t('proof.alt')} />
          <div className="button-row">
            <label htmlFor={id} className="button button--quiet button--small">
              {input}
              {t('proof.change')}
            </label>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => onPhoto(undefined)}
            >
              {t('proof.remove')}
            </button>
          </div>
        </div>
      ) : (
        <label htmlFor={id} className="button button--quiet button--small">
          {input}
          {busy ? t('proof.preparing') : `${t('proof.add')} (${t('proof.optional')})`}
        </label>
      )}
    </div>
  );
}
