import type { StaffRole, Vendor } from '@town/core';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppState } from '../../../state/AppState';
import { homeOf, useStoredProfile } from '../session';
import { SignInScreen } from './SignInScreen';

/** /login, /vendorLogin and /deliveryLogin: sign in, then on to the role's own screens. */
export default function LoginScreen({ kind }: { kind: StaffRole }) {
  const navigate = useNavigate();
  const { user } = useAppState();
  const profile = useStoredProfile(user);
  if (user?.role === kind) {
    return <Navigate to={homeOf(kind, (profile as Vendor | null)?.category)} replace />;
  }
  return (
    <SignInScreen
      kind={kind}
      signedInAs={user?.role}
      onSignedIn={({ profile: signedIn }) =>
        navigate(homeOf(kind, 'category' in signedIn ? signedIn.category : undefined), {
          replace: true,
        })
      }
    />
  );
}
