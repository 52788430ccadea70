import type { SignInResult, StaffRole } from '@town/core';
import { Link } from 'react-router-dom';
import { type SentAction, useForm } from '../../../forms/useForm';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppState } from '../../../state/AppState';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';
import { bareMobile, isEmail, isMobile, passwordMax } from '../checks';
import { authErrorText } from './authErrors';
import { deviceFor, rememberDevice } from './deviceTokens';
import { PasswordField } from './PasswordField';

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
      action={action}
      failure={action.error ? authErrorText(t, action.error, 'admin') : undefined}
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
      action={action}
      failure={action.error ? authErrorText(t, action.error, kind) : undefined}
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

interface SignInValues {
  login: string;
  password: string;
}

function SignInFields({
  kind,
  loginLabel,
  loginType,
  loginPath,
  isValid,
  invalidLogin,
  action,
  failure,
  send,
}: {
  kind: StaffRole;
  loginLabel: string;
  loginType: 'email' | 'tel';
  /** The login's field in the action's input ("email" or "phone"). */
  loginPath: string;
  isValid: (login: string) => boolean;
  invalidLogin: string;
  action: SentAction;
  /** What the refused sign-in says (a wrong password, a locked-out login and for how long). */
  failure: string | undefined;
  send: (login: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const form = useForm<SignInValues>({
    initial: { login: '', password: '' },
    check: ({ login, password }) => ({
      ...(isValid(login) ? {} : { [loginPath]: invalidLogin }),
      ...(password ? {} : { password: t('auth.passwordRequired') }),
    }),
    action,
    send: ({ login, password }) => send(login, password),
  });
  const { values, set, errors, submitting } = form;

  // The server names fields in English: say it again in the chosen language.
  const server = action.fieldErrors;
  const loginError = errors[loginPath] ?? (server[loginPath] ? invalidLogin : undefined);
  const passwordError =
    errors.password ?? (server.password ? t('auth.passwordRequired') : undefined);
  return (
    <form className="form staff-form" onSubmit={form.onSubmit} noValidate>
      <TextField
        label={loginLabel}
        hint={loginType === 'tel' ? t('common:form.phoneHint') : undefined}
        name={loginPath}
        type={loginType}
        inputMode={loginType === 'tel' ? 'tel' : 'email'}
        autoComplete="username"
        autoCapitalize="none"
        value={values.login}
        onChange={(event) => set('login', event.target.value)}
        error={loginError}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        maxLength={passwordMax}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={passwordError}
      />
      {failure && (
        <p className="staff-problem" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('auth.signingIn') : t('auth.signIn')}
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
