import { refusalOf } from '@town/core/refusals';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActionResult } from '../../../backend/actions';
import { useForm } from '../../../forms/useForm';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppState } from '../../../state/AppState';
import { errorText } from '../../../ui/errorText';
import { Page } from '../../../ui/Page';
import { useAction } from '../../../ui/useAction';
import { checkNewPassword, NewPasswordFields } from '../auth/NewPasswordFields';
import { newPasswordMin } from '../checks';
import { serverProblem } from '../formErrors';
import { homeOf } from '../session';
import '../staff.css';

type Invitation = ActionResult<'viewStaffInvitation'>;

/**
 * /invite#<token>: a vendor's or courier's one-time link from the admin. The token stays in the
 * fragment, which the browser never sends to a server; the page asks whom the link is for, then
 * takes their new password, and signs them in to their own board.
 */
export default function InviteScreen() {
  const { t } = useTranslation('staff');
  // The screen is drawn in the browser only (a personal screen): the fragment is there.
  const [token] = useState(() => window.location.hash.slice(1));
  return (
    <Page title={t('invite.title')} className="staff-page staff-signin">
      <div className="card staff-signin__card">
        {token ? <InviteForm token={token} /> : <ClosedLink />}
      </div>
    </Page>
  );
}

function ClosedLink() {
  const { t } = useTranslation('staff');
  return (
    <p className="staff-problem" role="alert">
      {t('invite.closed')}
    </p>
  );
}

function InviteForm({ token }: { token: string }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const view = useAction('viewStaffInvitation');
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per link
  useEffect(() => {
    void view.run({ token }).then((result) => result && setInvitation(result));
  }, [token]);
  if (view.error) {
    const closed = refusalOf(view.error.details, 'invitation-closed');
    return closed || view.error.status === 'INVALID_ARGUMENT' ? (
      <ClosedLink />
    ) : (
      <p className="staff-problem" role="alert">
        {errorText(tCommon, view.error)}
      </p>
    );
  }
  if (!invitation) return <p className="muted">{t('invite.checking')}</p>;
  return <PasswordForm token={token} invitation={invitation} />;
}

function PasswordForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { signedIn } = useAppState();
  const action = useAction('acceptStaffInvitation');
  const form = useForm({
    initial: { password: '', again: '' },
    check: checkNewPassword(t),
    action,
    async send({ password }) {
      const result = await action.run({ token, password });
      if (!result) return;
      signedIn(result);
      const { profile, principal } = result;
      const category = 'category' in profile ? profile.category : undefined;
      if (principal.role !== 'visitor') {
        navigate(homeOf(principal.role, category), { replace: true });
      }
    },
  });
  const { values, set, errors } = form;
  if (refusalOf(action.error?.details, 'invitation-closed')) return <ClosedLink />;
  const problem = serverProblem(tCommon, action.error, action.fieldErrors, ['password']);
  const who =
    invitation.role === 'vendor'
      ? t('invite.forVendor', { name: invitation.name, shop: invitation.shopName ?? '' })
      : t('invite.forCourier', { name: invitation.name });

  return (
    <form className="form staff-form" onSubmit={form.onSubmit} noValidate>
      <p>{who}</p>
      <p className="muted">{t('invite.lead', { time: format.dateTime(invitation.expiresAt) })}</p>
      <NewPasswordFields
        t={t}
        labels={{
          password: t('invite.password'),
          hint: t('invite.passwordHint', { min: newPasswordMin }),
          again: t('invite.again'),
        }}
        values={values}
        set={set}
        errors={errors}
        serverRefusedPassword={Boolean(action.fieldErrors.password)}
      />
      {problem && (
        <p className="staff-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t('invite.sending') : t('invite.submit')}
        </button>
      </div>
    </form>
  );
}
