import type { StaffAccount } from '@town/core';
import { useId, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { CallLink } from '../../../ui/CallLink';
import { errorText } from '../../../ui/errorText';
import type { PillTone } from '../../../ui/pillTones';
import { ReadView } from '../../../ui/ReadView';
import { StatusPill } from '../../../ui/StatusPill';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';
import { InviteLinkPanel } from './InviteLinkPanel';
import { NewAccountForm, type NewInvitation } from './NewAccountForm';

/**
 * Vendor and delivery accounts: invite one (a one-time link with which they choose their own
 * password), send a new link (also how a password is reset), withdraw a link, disable or enable.
 * A link is shown once, when it is made; the list shows only each account's state.
 */
export function StaffAccounts() {
  const { t } = useTranslation('staff');
  const accounts = useStaffRead('staffAccounts');
  const shops = useStaffRead('adminItems', { collection: 'shops', pageSize: '100' });
  const shopList = (shops.data?.items ?? []) as Array<{ id: string; name: string; type: string }>;
  const shopName = new Map(shopList.map((shop) => [shop.id, shop.name]));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{
    account: StaffAccount;
    invitation: NewInvitation;
  } | null>(null);

  const replace = (account: StaffAccount) =>
    accounts.setData((data) => ({
      accounts: data.accounts.map((each) =>
        each.id === account.id && each.role === account.role ? account : each,
      ),
    }));

  return (
    <>
      <section aria-labelledby="new-account" className="staff-section">
        <div className="section-head">
          <h2 id="new-account" className="section-title">
            {t('accounts.newTitle')}
          </h2>
          {!creating && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setCreating(true);
                setCreated(null);
              }}
            >
              {t('accounts.create')}
            </button>
          )}
        </div>
        {created && (
          <InviteLinkPanel
            account={created.account}
            token={created.invitation.token}
            expiresAt={created.invitation.expiresAt}
          />
        )}
        {creating && (
          <NewAccountForm
            shops={shopList}
            onCancel={() => setCreating(false)}
            onCreated={(account, invitation) => {
              accounts.setData((data) => ({ accounts: [...data.accounts, account] }));
              setCreating(false);
              setCreated({ account, invitation });
            }}
          />
        )}
      </section>
      <section aria-labelledby="accounts-list" className="staff-section">
        <h2 id="accounts-list" className="section-title">
          {t('accounts.listTitle')}
        </h2>
        <ReadView state={accounts} empty={t('accounts.none')}>
          {({ accounts: list }) =>
            list.length === 0 ? (
              <p className="staff-empty">{t('accounts.none')}</p>
            ) : (
              <ul className="card-list card-list--grid">
                {list.map((account) => (
                  <li key={`${account.role}-${account.id}`}>
                    <AccountCard
                      account={account}
                      shopName={
                        account.role === 'vendor' ? shopName.get(account.shopId) : undefined
                      }
                      onChanged={replace}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </ReadView>
      </section>
    </>
  );
}

/** An account's state: active green, invited amber (waiting on someone), disabled slate. */
const toneOf = {
  active: 'green',
  invited: 'amber',
  disabled: 'slate',
} as const satisfies Record<string, PillTone>;

function AccountCard({
  account,
  shopName,
  onChanged,
}: {
  account: StaffAccount;
  shopName: string | undefined;
  onChanged: (account: StaffAccount) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const toggle = useAction('setStaffDisabled');
  const send = useAction('sendStaffInvitation');
  const revoke = useAction('revokeStaffInvitation');
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [link, setLink] = useState<NewInvitation | null>(null);
  const [revoked, setRevoked] = useState(false);

  async function setDisabled(disabled: boolean) {
    const result = await toggle.run({ role: account.role, id: account.id, disabled });
    if (result) {
      onChanged(result.account);
      setConfirmDisable(false);
      setLink(null);
    }
  }

  async function sendLink() {
    const result = await send.run({ role: account.role, id: account.id });
    if (result) {
      onChanged(result.account);
      setLink(result.invitation);
      setRevoked(false);
    }
  }

  async function revokeLink() {
    const result = await revoke.run({ role: account.role, id: account.id });
    if (result) {
      onChanged(result.account);
      setLink(null);
      setRevoked(true);
    }
  }

  const error = toggle.error ?? send.error ?? revoke.error;
  return (
    <article className="card staff-account-card" aria-labelledby={headingId}>
      <header className="staff-order-card__head">
        <h3 id={headingId} className="staff-account-card__name">
          {account.name}
        </h3>
        <StatusPill tone={toneOf[account.state]}>{t(`accounts.state.${account.state}`)}</StatusPill>
      </header>
      <p className="muted">
        {t(`roleTitles.${account.role}`)}
        {account.role === 'vendor' && ` · ${shopName ?? account.shopId}`}
      </p>
      <CallLink number={account.phone} name={account.name} />
      {account.invitationExpiresAt && (
        <p className="muted">
          {t('invitations.openUntil', { time: format.dateTime(account.invitationExpiresAt) })}
        </p>
      )}
      {revoked && (
        <p className="staff-done" role="status">
          {t('invitations.revoked')}
        </p>
      )}
      {link && <InviteLinkPanel account={account} token={link.token} expiresAt={link.expiresAt} />}
      {confirmDisable ? (
        <fieldset className="staff-confirm">
          <legend>{t('accounts.confirmDisable', { name: account.name })}</legend>
          <div className="button-row">
            <button
              type="button"
              className="button staff-danger"
              disabled={toggle.pending}
              onClick={() => void setDisabled(true)}
            >
              {toggle.pending ? tCommon('form.sending') : t('accounts.disable')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setConfirmDisable(false)}
            >
              {t('form.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="button-row">
          {!account.disabled && (
            <button
              type="button"
              className="button button--quiet"
              disabled={send.pending}
              onClick={() => void sendLink()}
            >
              {send.pending
                ? tCommon('form.sending')
                : account.state === 'invited'
                  ? t('invitations.sendAgain')
                  : t('invitations.sendReset')}
            </button>
          )}
          {account.invitationExpiresAt && (
            <button
              type="button"
              className="button button--quiet"
              disabled={revoke.pending}
              onClick={() => void revokeLink()}
            >
              {revoke.pending ? tCommon('form.sending') : t('invitations.revoke')}
            </button>
          )}
          {account.disabled ? (
            <button
              type="button"
              className="button button--quiet"
              disabled={toggle.pending}
              onClick={() => void setDisabled(false)}
            >
              {toggle.pending ? tCommon('form.sending') : t('accounts.enable')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--quiet staff-danger"
              onClick={() => setConfirmDisable(true)}
            >
              {t('accounts.disable')}
            </button>
          )}
        </div>
      )}
      {error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, error)}
        </p>
      )}
    </article>
  );
}
