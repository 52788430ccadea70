import type { PhotoPurpose } from '@town/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backend } from '../backend';
import { BackendError } from '../backend/types';
import { shrinkPhoto } from '../ui/photo';

export interface PhotoUploadOptions {
  /** Shrinks the photo on the phone to this longest side before sending; as it is when absent. */
  shrinkTo?: number;
}

/** Where a photo's upload stands: sent ones are remembered, so a retry sends only the order. */
export type PhotoUploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed';

export interface PhotoUpload {
  /**
   * Sends the photo once and answers its reference; the same photo again answers the same
   * reference without sending. Undefined when the upload failed (see `error`); calling it
   * again retries.
   */
  upload: (photo: Blob) => Promise<string | undefined>;
  status: PhotoUploadStatus;
  uploading: boolean;
  error: BackendError | undefined;
  /** The host no longer has the sent photo (it expired): the next upload sends it again. */
  forget: () => void;
  /** Drops a shown error (a new photo was chosen). */
  clearError: () => void;
}

const asBackendError = (caught: unknown) =>
  caught instanceof BackendError
    ? caught
    : new BackendError('INTERNAL', caught instanceof Error ? caught.message : String(caught));

/**
 * The one way a form sends a photo (shopping list, prescription, product): shrunk on the phone
 * when asked, sent once, its state and error kept for the form to show, and sent again after
 * the host lost it.
 */
export function usePhotoUpload(purpose: PhotoPurpose, options: PhotoUploadOptions = {}) {
  const { shrinkTo } = options;
  const [status, setStatus] = useState<PhotoUploadStatus>('idle');
  const [error, setError] = useState<BackendError>();
  const sent = useRef<{ photo: Blob; ref: string }>(undefined);

  const upload = useCallback(
    async (photo: Blob) => {
      if (sent.current?.photo === photo) return sent.current.ref;
      setStatus('uploading');
      setError(undefined);
      try {
        const body = shrinkTo ? await shrinkPhoto(photo, shrinkTo) : photo;
        const { ref } = await backend.uploadPhoto(body, purpose);
        sent.current = { photo, ref };
        setStatus('uploaded');
        return ref;
      } catch (caught) {
        setError(asBackendError(caught));
        setStatus('failed');
        return undefined;
      }
    },
    [purpose, shrinkTo],
  );

  const forget = useCallback(() => {
    sent.current = undefined;
    setStatus('idle');
  }, []);
  const clearError = useCallback(() => {
    setError(undefined);
    setStatus((current) => (current === 'failed' ? 'idle' : current));
  }, []);

  return {
    upload,
    status,
    uploading: status === 'uploading',
    error,
    forget,
    clearError,
  } satisfies PhotoUpload;
}

/**
 * Drops the sent photo when an order that carried it was refused as not found: the host lost
 * the upload (it expires), so the next try sends it again.
 */
export function useForgetLostPhoto(photo: PhotoUpload, sendError: BackendError | undefined) {
  const { forget } = photo;
  useEffect(() => {
    if (sendError?.status === 'NOT_FOUND') forget();
  }, [sendError, forget]);
}

/** A preview address for a chosen photo, released when the photo changes or the form goes. */
export function usePhotoPreview(photo: Blob | undefined): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!photo) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return preview;
}
