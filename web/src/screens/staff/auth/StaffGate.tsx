import type { StaffPrincipal, StaffRole } from '@town/core';
import { type ReactNode, useEffect, useState } from 'react';
import { backend } from '../../../backend';
import { BackendError } from '../../../backend/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { Loading } from '../../../shell/Loading';
import { useAppState } from '../../../state/AppState';
import { Page } from '../../../ui/Page';
import { Problem } from '../../../ui/Problem';
import { SignInScreen } from './SignInScreen';

type UserOf<R extends StaffRole> = Extract<StaffPrincipal, { role: R }>;

/**
 * Staff screens for one role. The server decides who may do what; this only chooses what to
 * show: the screen for a signed-in member of the role, the role's sign-in form for anyone else
 * (a vendor opening /admin included). The session is asked for again on opening, since it may
 * have ended on the server (signed out elsewhere, account disabled).
 */
export function StaffGate<R extends StaffRole>({
  needs: role,
  children,
}: {
  /** The role the screen is for. */
  needs: R;
  children: (user: UserOf<R>) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { user, setUser } = useAppState();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<BackendError | undefined>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    let live = true;
    backend.session().then(
      (principal) => {
        if (!live) return;
        setUser(principal);
        setError(undefined);
        setChecked(true);
      },
      (caught: unknown) => {
        if (!live) return;
        setError(
          caught instanceof BackendError ? caught : new BackendError('INTERNAL', String(caught)),
        );
        setChecked(true);
      },
    );
    return () => {
      live = false;
    };
  }, [setUser, attempt]);

  if (user?.role === role) return <>{children(user as UserOf<R>)}</>;
  if (!checked) return <Loading fullPage />;
  if (error) {
    const kind: StaffRole = role;
    return (
      <Page title={t(`signIn.${kind}.title`)} className="staff-page">
        <Problem error={error} onRetry={() => setAttempt((n) => n + 1)} />
      </Page>
    );
  }
  // Once signed in, the user changes and this same address shows the screen.
  return <SignInScreen kind={role} signedInAs={user?.role} onSignedIn={() => undefined} />;
}
