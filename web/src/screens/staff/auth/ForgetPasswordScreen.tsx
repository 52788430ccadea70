import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useForm } from '../../../forms/useForm';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../ui/Field';
import { Page } from '../../../ui/Page';
import { useAction } from '../../../ui/useAction';
import { isEmail, newPasswordMin } from '../checks';
import { authErrorText } from './authErrors';
import { checkNewPassword, NewPasswordFields } from './NewPasswordFields';
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
  // Firebase Auth's reset mail links here with the code as `oobCode` (docs/firebase.md).
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    check: ({ email }) => (isEmail(email) ? {} : { email: t('auth.emailInvalid') }),
    action,
    async send({ email }) {
      if (await action.run({ email: email.trim() })) setSentTo(email.trim());
    },
  });

  if (sentTo) {
    return (
      <div className="staff-done" role="status">
        <p>{t('reset.sent', { email: sentTo })}</p>
        <p className="muted">{t('reset.staffAskAdmin')}</p>
      </div>
    );
  }
  return (
    <form className="form staff-form" onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        value={form.values.email}
        onChange={(event) => form.set('email', event.target.value)}
        // The server names the field in English: say it again in the chosen language.
        error={form.errors.email ?? (action.fieldErrors.email ? t('auth.emailInvalid') : undefined)}
      />
      {action.error && !action.fieldErrors.email && (
        <p className="staff-problem" role="alert">
          {authErrorText(t, action.error, 'reset')}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('reset.sending') : t('reset.send')}
        </button>
      </div>
      <p className="muted">{t('reset.staffAskAdmin')}</p>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const action = useAction('resetPassword');
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { password: '', again: '' },
    check: checkNewPassword(t),
    action,
    async send({ password }) {
      if (await action.run({ token, password })) setDone(true);
    },
  });
  const { values, set, errors } = form;

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
    <form className="form staff-form" onSubmit={form.onSubmit} noValidate>
      <NewPasswordFields
        t={t}
        labels={{
          password: t('reset.newPassword'),
          hint: t('reset.passwordHint', { min: newPasswordMin }),
          again: t('reset.repeatPassword'),
        }}
        values={values}
        set={set}
        errors={errors}
        serverRefusedPassword={Boolean(action.fieldErrors.password)}
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
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('reset.saving') : t('reset.save')}
        </button>
      </div>
    </form>
  );
}
