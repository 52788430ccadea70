import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { Page } from '../../../ui/Page';
import { useAction } from '../../../ui/useAction';
import { focusFirstInvalid, isEmail, newPasswordMin, passwordMax } from '../checks';
import { authErrorText } from './authErrors';
import { PasswordField } from './PasswordField';
import '../staff.css';

/** The shortest token the server accepts: anything shorter is a damaged link. */
const tokenMin = 16;

/**
 * /forgetPassword: an admin asks for a reset link by email; the link (/forgetPassword?token=...)
 * opens the same screen with a form for the new password.
 */
export default function ForgetPasswordScreen() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  // Firebase Auth's reset mail links here with the code as `oobCode` (see README).
  const token = params.get('token') ?? params.get('oobCode');
  return (
    <Page
      title={token === null ? t('reset.requestTitle') : t('reset.newTitle')}
      lead={token === null ? t('reset.requestLead') : t('reset.newLead')}
      className="staff-page staff-signin"
    >
      <div className="card staff-signin__card">
        {token === null ? <RequestForm /> : <NewPasswordForm token={token} />}
      </div>
      <p className="staff-signin__others">
        <Link to="/login">{t('reset.backToSignIn')}</Link>
      </p>
    </Page>
  );
}

function RequestForm() {
  const { t } = useTranslation('staff');
  const action = useAction('requestPasswordReset');
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const bad = !isEmail(email);
    setInvalid(bad);
    if (bad) return focusFirstInvalid(form.current);
    if (await action.run({ email: email.trim() })) setSentTo(email.trim());
  }

  if (sentTo) {
    return (
      <div className="staff-done" role="status">
        <p>{t('reset.sent', { email: sentTo })}</p>
        <p className="muted">{t('reset.staffAskAdmin')}</p>
      </div>
    );
  }
  return (
    <form ref={form} className="form staff-form" onSubmit={submit} noValidate>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid || action.fieldErrors.email ? t('auth.emailInvalid') : undefined}
      />
      {action.error && !action.fieldErrors.email && (
        <p className="staff-problem" role="alert">
          {authErrorText(t, action.error, 'reset')}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={action.pending}>
          {action.pending ? t('reset.sending') : t('reset.send')}
        </button>
      </div>
      <p className="muted">{t('reset.staffAskAdmin')}</p>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const action = useAction('resetPassword');
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [done, setDone] = useState(false);

  if (token.length < tokenMin) {
    return (
      <div className="staff-done">
        <p className="staff-problem" role="alert">
          {t('auth.resetExpired')}
        </p>
        <Link to="/forgetPassword" className="button">
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < newPasswordMin) {
      found.password = t('auth.weakPassword', { min: newPasswordMin });
    }
    if (again !== password) found.again = t('reset.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(form.current);
    if (await action.run({ token, password })) setDone(true);
  }

  if (done) {
    return (
      <div className="staff-done" role="status">
        <p>{t('reset.changed')}</p>
        <Link to="/login" className="button">
          {t('reset.signInNow')}
        </Link>
      </div>
    );
  }
  const expired = action.error && action.error.status !== 'INVALID_ARGUMENT';
  return (
    <form ref={form} className="form staff-form" onSubmit={submit} noValidate>
      <PasswordField
        label={t('reset.newPassword')}
        hint={t('reset.passwordHint', { min: newPasswordMin })}
        name="new-password"
        autoComplete="new-password"
        maxLength={passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={
          errors.password ??
          (action.fieldErrors.password
            ? t('auth.weakPassword', { min: newPasswordMin })
            : undefined)
        }
      />
      <PasswordField
        label={t('reset.repeatPassword')}
        name="repeat-password"
        autoComplete="new-password"
        maxLength={passwordMax}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
        error={errors.again}
      />
      {action.error && (action.fieldErrors.token || expired) && (
        <div className="staff-problem" role="alert">
          <p>
            {action.fieldErrors.token
              ? t('auth.resetExpired')
              : authErrorText(t, action.error, 'reset')}
          </p>
          {action.error.status !== 'NETWORK' && (
            <Link to="/forgetPassword">{t('reset.askAgain')}</Link>
          )}
        </div>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={action.pending}>
          {action.pending ? t('reset.saving') : t('reset.save')}
        </button>
      </div>
    </form>
  );
}
