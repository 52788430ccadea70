import { followLinkIn } from '@town/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { orderLinkPath, orderLinkUrl, type SavedOrderLink } from '../state/orderLinks';
import './orderLinkShare.css';

type Shared = 'idle' | 'copied' | 'copyFailed';

/**
 * An order's private link, to open on another phone or send to family: the share sheet where
 * the browser has one (Web Share), else a copy to the clipboard, else the text to copy by hand.
 */
export function OrderLinkShare({
  link,
  showOpen = true,
}: {
  link: Pick<SavedOrderLink, 'code' | 'secret' | 'telegramFollow'>;
  /** Off on the order's own page, where "Open the order" would lead nowhere new. */
  showOpen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [shared, setShared] = useState<Shared>('idle');
  const url = orderLinkUrl(link);
  // The bot answers the chat in this page's language.
  const follow = link.telegramFollow && followLinkIn(link.telegramFollow, i18n.language);
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
    try {
      await navigator.share({ title: t('orderLink.shareTitle', { code: link.code }), url });
    } catch (error) {
      // The customer closed the share sheet: nothing to say. Anything else: copy instead.
      if ((error as { name?: string }).name !== 'AbortError') await copy();
    }
  }

  return (
    <section className="order-link card" aria-labelledby={`order-link-${link.code}`}>
      <h2 id={`order-link-${link.code}`} className="order-link__title">
        {t('orderLink.title')}
      </h2>
      <p className="order-link__hint">{t('orderLink.hint')}</p>
      <label className="order-link__field">
        <span className="visually-hidden">{t('orderLink.title')}</span>
        <input
          className="order-link__url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="button-row">
        {showOpen && (
          <Link to={orderLinkPath(link)} className="button">
            {t('orderLink.open')}
          </Link>
        )}
        {canShare ? (
          <button type="button" className="button button--quiet" onClick={() => void share()}>
            {t('orderLink.share')}
          </button>
        ) : null}
        <button type="button" className="button button--quiet" onClick={() => void copy()}>
          {t('orderLink.copy')}
        </button>
        {follow && (
          <a
            className="button button--quiet"
            href={follow}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orderLink.telegram')}
          </a>
        )}
      </div>
      {follow && <p className="order-link__hint">{t('orderLink.telegramHint')}</p>}
      <p className="order-link__status" role="status">
        {shared === 'copied'
          ? t('orderLink.copied')
          : shared === 'copyFailed'
            ? t('orderLink.copyFailed')
            : ''}
      </p>
    </section>
  );
}
