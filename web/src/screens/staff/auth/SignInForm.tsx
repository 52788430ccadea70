import type { SignInResult, StaffRole } from '@town/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppState } from '../../../state/AppState';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { bareMobile, focusFirstInvalid, isEmail, isMobile, passwordMax } from '../checks';
import { authErrorText } from './authErrors';
import { deviceFor, rememberDevice } from './deviceTokens';
import { PasswordField } from './PasswordField';

type Errors = Partial<Record<'login' | 'password', string>>;

/** The sign-in form of one staff role: email for admins, phone for vendors and delivery staff. */
export function SignInForm({
  kind,
  onSignedIn,
}: {
  kind: StaffRole;
  onSignedIn: (result: SignInResult) => void;
}) {
  const { signedIn } = useAppState();
  const done = (result: SignInResult) => {
    signedIn(result);
    onSignedIn(result);
  };
  return kind === 'admin' ? (
    <EmailSignIn onSignedIn={done} />
  ) : (
    <PhoneSignIn kind={kind} onSignedIn={done} />
  );
}

function EmailSignIn({ onSignedIn }: { onSignedIn: (result: SignInResult) => void }) {
  const { t } = useTranslation('staff');
  const action = useAction('adminSignIn');
  return (
    <SignInFields
      kind="admin"
      loginLabel={t('auth.email')}
      loginType="email"
      isValid={isEmail}
      invalidLogin={t('auth.emailInvalid')}
      pending={action.pending}
      failure={action.error ? authErrorText(t, action.error, 'admin') : undefined}
      serverFieldErrors={action.fieldErrors}
      loginPath="email"
      send={async (login, password) => {
        const email = login.trim();
        const device = deviceFor('admin', email);
        const result = await action.run({ email, password, ...(device ? { device } : {}) });
        if (!result) return;
        rememberDevice('admin', email, result.device);
        onSignedIn(result);
      }}
    />
  );
}

function PhoneSignIn({
  kind,
  onSignedIn,
}: {
  kind: 'vendor' | 'delivery';
  onSignedIn: (result: SignInResult) => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const action = useAction(kind === 'vendor' ? 'vendorLogin' : 'deliveryLogin');
  return (
    <SignInFields
      kind={kind}
      loginLabel={t('common:form.phone')}
      loginType="tel"
      isValid={isMobile}
      invalidLogin={t('common:form.phoneInvalid')}
      pending={action.pending}
      failure={action.error ? authErrorText(t, action.error, kind) : undefined}
      serverFieldErrors={action.fieldErrors}
      loginPath="phone"
      send={async (login, password) => {
        const phone = bareMobile(login);
        const device = deviceFor(kind, phone);
        const result = await action.run({ phone, password, ...(device ? { device } : {}) });
        if (!result) return;
        rememberDevice(kind, phone, result.device);
        onSignedIn(result);
      }}
    />
  );
}

function SignInFields({
  kind,
  loginLabel,
  loginType,
  loginPath,
  isValid,
  invalidLogin,
  pending,
  failure,
  serverFieldErrors,
  send,
}: {
  kind: StaffRole;
  loginLabel: string;
  loginType: 'email' | 'tel';
  loginPath: string;
  isValid: (login: string) => boolean;
  invalidLogin: string;
  pending: boolean;
  failure: string | undefined;
  serverFieldErrors: Record<string, string>;
  send: (login: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const form = useRef<HTMLFormElement>(null);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!isValid(login)) found.login = invalidLogin;
    if (!password) found.password = t('auth.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    await send(login, password);
  }

  // The server names fields in English: say it again in the chosen language.
  const loginError = errors.login ?? (serverFieldErrors[loginPath] ? invalidLogin : undefined);
  const passwordError =
    errors.password ?? (serverFieldErrors.password ? t('auth.passwordRequired') : undefined);
  return (
    <form ref={form} className="form staff-form" onSubmit={submit} noValidate>
      <TextField
        label={loginLabel}
        hint={loginType === 'tel' ? t('common:form.phoneHint') : undefined}
        name={loginPath}
        type={loginType}
        inputMode={loginType === 'tel' ? 'tel' : 'email'}
        autoComplete="username"
        autoCapitalize="none"
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={loginError}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        maxLength={passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      {failure && (
        <p className="staff-problem" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </div>
      <p className="muted">
        {kind === 'admin' ? (
          <Link to="/forgetPassword">{t('auth.forgot')}</Link>
        ) : (
          t('auth.askAdmin')
        )}
      </p>
    </form>
  );
}
