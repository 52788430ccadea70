import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';

type Shared = 'idle' | 'copied' | 'copyFailed';

/**
 * Shares a link: the phone's share sheet where the browser has one (Web Share), else a copy to
 * the clipboard, else the link shown to copy by hand. Without `url`, the page being looked at
 * (a doctor, a shop, a bus route): its preview comes from the page the host renders.
 */
export function ShareLink({
  url,
  title,
  label,
  warning,
}: {
  url?: string;
  title: string;
  /** The button's words where "Share the link" would not say enough ("Share this order's link"). */
  label?: string;
  /** Said beside the button before anyone taps it: what the link gives whoever receives it. */
  warning?: string;
}) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<Shared>('idle');
  const link = () => url ?? window.location.href.split('#', 1).join('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(link());
      setShared('copied');
    } catch {
      setShared('copyFailed');
    }
  }

  async function share() {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title, url: link() });
    } catch (error) {
      // The share sheet was closed: nothing to say. Anything else: copy instead.
      if ((error as { name?: string }).name !== 'AbortError') await copy();
    }
  }

  return (
    <>
      {warning && <p className="share-link__warning muted">{warning}</p>}
      <button type="button" className="button button--quiet" onClick={() => void share()}>
        {/* One label on the host's page and in the browser: without a share sheet it copies. */}
        {label ?? t('shareLink.share')}
      </button>
      <span className="share-link__status" role="status">
        {shared === 'copied'
          ? t('shareLink.copied')
          : shared === 'copyFailed'
            ? t('shareLink.copyFailed', { url: link() })
            : ''}
      </span>
    </>
  );
}
