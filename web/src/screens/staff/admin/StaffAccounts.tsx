import type { StaffAccount } from '@town/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { CallLink } from '../../../ui/CallLink';
import { errorText } from '../../../ui/errorText';
import { ReadView } from '../../../ui/ReadView';
import { useAction } from '../../../ui/useAction';
import { PasswordField } from '../auth/PasswordField';
import { makePassword, newPasswordMin, passwordMax } from '../checks';
import { useStaffRead } from '../useStaffRead';
import { NewAccountForm } from './NewAccountForm';

/**
 * Vendor and delivery accounts: create one with an initial password, set a new password,
 * disable or enable. Passwords go to the server once and are never shown again.
 */
export function StaffAccounts() {
  const { t } = useTranslation('staff');
  const accounts = useStaffRead('staffAccounts');
  const shops = useStaffRead('adminItems', { collection: 'shops', pageSize: '100' });
  const shopList = (shops.data?.items ?? []) as Array<{ id: string; name: string; type: string }>;
  const shopName = new Map(shopList.map((shop) => [shop.id, shop.name]));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<StaffAccount | null>(null);

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
          <p className="staff-done" role="status">
            {t('accounts.created', { name: created.name, role: t(`roles.${created.role}`) })}
          </p>
        )}
        {creating && (
          <NewAccountForm
            shops={shopList}
            onCancel={() => setCreating(false)}
            onCreated={(account) => {
              accounts.setData((data) => ({ accounts: [...data.accounts, account] }));
              setCreating(false);
              setCreated(account);
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
  const headingId = useId();
  const toggle = useAction('setStaffDisabled');
  const [resetting, setResetting] = useState(false);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [changedPassword, setChangedPassword] = useState(false);

  async function setDisabled(disabled: boolean) {
    const result = await toggle.run({ role: account.role, id: account.id, disabled });
    if (result) {
      onChanged(result.account);
      setConfirmDisable(false);
    }
  }

  return (
    <article className="card staff-account-card" aria-labelledby={headingId}>
      <header className="staff-order-card__head">
        <h3 id={headingId} className="staff-account-card__name">
          {account.name}
        </h3>
        <span
          className={`staff-status-pill ${account.disabled ? 'staff-status-pill--cancelled' : 'staff-status-pill--delivered'}`}
        >
          {account.disabled ? t('accounts.disabled') : t('accounts.active')}
        </span>
      </header>
      <p className="muted">
        {t(`roleTitles.${account.role}`)}
        {account.role === 'vendor' && ` · ${shopName ?? account.shopId}`}
      </p>
      <CallLink number={account.phone} name={account.name} />
      {changedPassword && (
        <p className="staff-done" role="status">
          {t('accounts.passwordChanged')}
        </p>
      )}
      {resetting ? (
        <ResetPasswordForm
          account={account}
          onCancel={() => setResetting(false)}
          onDone={(updated) => {
            onChanged(updated);
            setResetting(false);
            setChangedPassword(true);
          }}
        />
      ) : confirmDisable ? (
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
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setResetting(true);
              setChangedPassword(false);
            }}
          >
            {t('accounts.resetPassword')}
          </button>
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
      {toggle.error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, toggle.error)}
        </p>
      )}
    </article>
  );
}

function ResetPasswordForm({
  account,
  onDone,
  onCancel,
}: {
  account: StaffAccount;
  onDone: (account: StaffAccount) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const action = useAction('resetStaffPassword');
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bad = password.length < newPasswordMin;
    setInvalid(bad);
    if (bad) return;
    const result = await action.run({ role: account.role, id: account.id, password });
    if (result) {
      // The password is gone from the screen as soon as the server has it.
      setPassword('');
      onDone(result.account);
    }
  }

  return (
    <form ref={form} className="form staff-form" onSubmit={submit} noValidate>
      <PasswordField
        label={t('accounts.newPassword')}
        hint={t('accounts.passwordHint', { min: newPasswordMin })}
        autoComplete="new-password"
        maxLength={passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={
          invalid || action.fieldErrors.password
            ? t('auth.weakPassword', { min: newPasswordMin })
            : undefined
        }
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => setPassword(makePassword())}
        >
          {t('accounts.suggest')}
        </button>
      </div>
      {action.error && !action.fieldErrors.password && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, action.error)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={action.pending}>
          {action.pending ? tCommon('form.sending') : t('accounts.savePassword')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
