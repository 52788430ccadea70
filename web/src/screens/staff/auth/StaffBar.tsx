import type { StaffPrincipal } from '@town/core';
import { useState } from 'react';
import { BackendError } from '../../../backend/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppState } from '../../../state/AppState';
import { errorText } from '../../../ui/errorText';
import { useStoredProfile } from '../session';
import { TelegramConnect } from './TelegramConnect';

/** Who is signed in, and the way out: signing out ends the session and clears stored staff data. */
export function StaffBar({ user }: { user: StaffPrincipal }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const { signOut } = useAppState();
  const profile = useStoredProfile(user);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<BackendError | undefined>();

  async function leave() {
    setPending(true);
    setError(undefined);
    try {
      await signOut();
    } catch (caught) {
      setError(caught instanceof BackendError ? caught : new BackendError('INTERNAL', ''));
      setPending(false);
    }
  }

  return (
    <div className="staff-bar">
      <p className="staff-bar__who">
        {profile
          ? t('bar.signedInAsName', { name: profile.name, role: t(`roles.${user.role}`) })
          : t('bar.signedInAs', { role: t(`roles.${user.role}`) })}
      </p>
      <button type="button" className="button button--quiet" onClick={leave} disabled={pending}>
        {pending ? t('bar.signingOut') : t('bar.signOut')}
      </button>
      {error && (
        <p className="staff-problem staff-bar__problem" role="alert">
          {errorText(tCommon, error)}
        </p>
      )}
      <TelegramConnect />
    </div>
  );
}
