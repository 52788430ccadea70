import type { SignInResult, StaffRole } from '@town/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';
import { Page } from '../../../ui/Page';
import { signInPathOf } from '../session';
import { SignInForm } from './SignInForm';
import '../staff.css';

const roles: StaffRole[] = ['admin', 'vendor', 'delivery'];

/** The sign-in page of one staff role, with links to the other two. */
export function SignInScreen({
  kind,
  signedInAs,
  onSignedIn,
}: {
  kind: StaffRole;
  /** Someone signed in with another role: told why they see a sign-in form. */
  signedInAs?: StaffRole | undefined;
  onSignedIn: (result: SignInResult) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <Page
      title={t(`signIn.${kind}.title`)}
      lead={t(`signIn.${kind}.lead`)}
      className="staff-page staff-signin"
    >
      {signedInAs && signedInAs !== kind && (
        <p className="staff-notice" role="status">
          {t('auth.wrongRole', { role: t(`roles.${signedInAs}`) })}
        </p>
      )}
      <div className="card staff-signin__card">
        <SignInForm kind={kind} onSignedIn={onSignedIn} />
      </div>
      <nav className="staff-signin__others" aria-label={t('auth.otherSignIns')}>
        <h2 className="visually-hidden">{t('auth.otherSignIns')}</h2>
        <ul>
          {roles
            .filter((role) => role !== kind)
            .map((role) => (
              <li key={role}>
                <Link to={signInPathOf[role]}>{t(`signIn.${role}.link`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Page>
  );
}
