import { refusalOf } from '@town/core/refusals';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from '../../../forms/useForm';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppState, useTown } from '../../../state/AppState';
import { TextField } from '../../../ui/Field';
import { Page } from '../../../ui/Page';
import { useAction } from '../../../ui/useAction';
import { PasswordField } from '../auth/PasswordField';
import { isEmail, newPasswordMin, passwordMax } from '../checks';
import { serverProblem } from '../formErrors';
import '../staff.css';

interface SetupValues {
  name: string;
  email: string;
  password: string;
}

/**
 * /setup#<token>: an empty town's one-time setup link (printed by the local host at its start,
 * or by `npm run town:setup-link` for Firebase). The token stays in the fragment, which the
 * browser never sends to a server; the form sends it with the town's name and the first admin's
 * email and password, then the admin is signed in and goes on to the town settings.
 */
export default function SetupScreen() {
  const { t } = useTranslation('staff');
  // The screen is drawn in the browser only (a personal screen): the fragment is there.
  const [token] = useState(() => window.location.hash.slice(1));
  return (
    <Page title={t('setup.title')} lead={t('setup.lead')} className="staff-page staff-signin">
      <div className="card staff-signin__card">
        {token ? <SetupForm token={token} /> : <p role="alert">{t('setup.noLink')}</p>}
      </div>
    </Page>
  );
}

function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useAppState();
  const { reload } = useTown();
  const action = useAction('setUpTown');
  const form = useForm<SetupValues>({
    initial: { name: '', email: '', password: '' },
    check: ({ name, email, password }) => ({
      ...(name.trim() ? {} : { name: t('setup.townNameInvalid') }),
      ...(isEmail(email) ? {} : { email: t('auth.emailInvalid') }),
      ...(password.length < newPasswordMin
        ? { password: t('auth.weakPassword', { min: newPasswordMin }) }
        : {}),
    }),
    action,
    async send({ name, email, password }) {
      const result = await action.run({ token, name: name.trim(), email: email.trim(), password });
      if (!result) return;
      signedIn(result);
      reload();
      navigate('/admin/town', { replace: true });
    },
  });
  const { values, set, error } = form;
  const closed = refusalOf(action.error?.details, 'setup-link-closed');
  const setUp = refusalOf(action.error?.details, 'town-set-up');
  const emailTaken = action.error?.status === 'ALREADY_EXISTS';
  const problem = closed
    ? t('setup.linkClosed')
    : setUp
      ? t('setup.setUpAlready')
      : serverProblem(tCommon, action.error, action.fieldErrors, ['name', 'email', 'password']);

  return (
    <form className="form staff-form" onSubmit={form.onSubmit} noValidate>
      <TextField
        label={t('setup.townName')}
        hint={t('setup.townNameHint')}
        name="name"
        autoComplete="off"
        maxLength={60}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={error('name')}
      />
      <TextField
        label={t('setup.email')}
        hint={t('setup.emailHint')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={emailTaken ? t('setup.emailTaken') : error('email')}
      />
      <PasswordField
        label={t('setup.password')}
        hint={t('setup.passwordHint', { min: newPasswordMin })}
        name="password"
        autoComplete="new-password"
        maxLength={passwordMax}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={error('password')}
      />
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      {setUp && (
        <p>
          <Link to="/login">{t('setup.toSignIn')}</Link>
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('setup.sending') : t('setup.submit')}
        </button>
      </div>
    </form>
  );
}
