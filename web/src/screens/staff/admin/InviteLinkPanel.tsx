import { inviteLinkOf, type StaffAccount } from '@town/core';
import { useId, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * A new invitation link, shown to the admin once (the server keeps only its digest): copy it,
 * or hand it to WhatsApp (to the account's own number) or Telegram with a line of text.
 */
export function InviteLinkPanel({
  account,
  token,
  expiresAt,
}: {
  account: StaffAccount;
  token: string;
  expiresAt: string;
}) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const link = inviteLinkOf(window.location.origin, token);
  const message = t('invitations.message', { name: account.name, link });
  const whatsApp = `https://wa.me/91${account.phone}?text=${encodeURIComponent(message)}`;
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(
    t('invitations.messageShort', { name: account.name }),
  )}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an older browser, or no permission): the field below is selectable.
      setCopied(false);
    }
  }

  return (
    <div className="staff-done staff-invite-link">
      <p role="status">{t('invitations.ready', { name: account.name })}</p>
      <label htmlFor={fieldId} className="field__label">
        {t('invitations.link')}
      </label>
      <input
        id={fieldId}
        className="field__input"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="muted">{t('invitations.expires', { time: format.dateTime(expiresAt) })}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t('invitations.copied') : t('invitations.copy')}
        </button>
        <a className="button button--quiet" href={whatsApp} target="_blank" rel="noreferrer">
          {t('invitations.whatsApp')}
        </a>
        <a className="button button--quiet" href={telegram} target="_blank" rel="noreferrer">
          {t('invitations.telegram')}
        </a>
      </div>
      <p className="muted">{t('invitations.once')}</p>
    </div>
  );
}
