import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

type Shared = 'idle' | 'copied' | 'copyFailed';

/**
 * Shares a private link: the phone's share sheet where the browser has one (Web Share), else a
 * copy to the clipboard, else the link shown to copy by hand.
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<Shared>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch {
      setShared('copyFailed');
    }
  }

  async function share() {
    if (!canShare) return copy();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // The share sheet was closed: nothing to say. Anything else: copy instead.
      if ((error as { name?: string }).name !== 'AbortError') await copy();
    }
  }

  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => void share()}>
        {canShare ? t('shareLink.share') : t('shareLink.copy')}
      </button>
      <span className="share-link__status" role="status">
        {shared === 'copied'
          ? t('shareLink.copied')
          : shared === 'copyFailed'
            ? t('shareLink.copyFailed', { url })
            : ''}
      </span>
    </>
  );
}
