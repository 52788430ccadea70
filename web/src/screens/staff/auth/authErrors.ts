import type { StaffRole } from '@town/core';
import type { BackendError } from '../../../backend/types';
import type { TFunction } from '../../../i18n/useTranslation';
import { waitMinutes } from '../../../ui/errorText';

/**
 * What a failed sign-in or password reset says, in the chosen language. The local host's
 * statuses and the auth provider's codes (with or without "auth/") read the same:
 * an unknown phone or email and a wrong password get one message, so nobody learns which
 * logins exist.
 */
export function authErrorText(
  t: TFunction<'staff'>,
  error: BackendError,
  kind: StaffRole | 'reset',
): string {
  switch (error.status.replace(/^auth\//, '')) {
    case 'UNAUTHENTICATED':
    case 'wrong-password':
    case 'user-not-found':
    case 'invalid-credential':
    case 'invalid-login-credentials':
      return kind === 'admin' ? t('auth.badEmailLogin') : t('auth.badPhoneLogin');
    case 'PERMISSION_DENIED':
    case 'user-disabled':
      return t('auth.disabled');
    case 'RESOURCE_EXHAUSTED':
    case 'too-many-requests':
      return waitMinutes(error) === undefined
        ? t('auth.tooMany')
        : t('auth.lockedOut', { count: waitMinutes(error) });
    case 'NETWORK':
    case 'network-request-failed':
      return t('auth.network');
    case 'ALREADY_EXISTS':
    case 'email-already-in-use':
      return t('auth.emailInUse');
    case 'FAILED_PRECONDITION':
    case 'expired-action-code':
    case 'invalid-action-code':
      return t('auth.resetExpired');
    case 'NOT_FOUND':
      return kind === 'reset' ? t('auth.resetExpired') : t('auth.server');
    case 'weak-password':
    case 'password-does-not-meet-requirements':
      return t('auth.weakPassword', { min: 8 });
    case 'invalid-email':
      return t('auth.emailInvalid');
    case 'INVALID_ARGUMENT':
      return t('auth.checkFields');
    default:
      return t('auth.server');
  }
}
