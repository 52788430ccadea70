import { BackendError } from '../types';

const authStatuses: Record<string, [status: string, message: string]> = {
  'auth/invalid-credential': ['UNAUTHENTICATED', 'Email or password is incorrect'],
  'auth/wrong-password': ['UNAUTHENTICATED', 'Email or password is incorrect'],
  'auth/user-not-found': ['UNAUTHENTICATED', 'Email or password is incorrect'],
  'auth/invalid-email': ['INVALID_ARGUMENT', 'Enter a valid email address'],
  'auth/user-disabled': ['PERMISSION_DENIED', 'This account is disabled. Ask the town admin.'],
  'auth/too-many-requests': [
    'RESOURCE_EXHAUSTED',
    'Too many failed sign-ins. Try again in a few minutes.',
  ],
  'auth/weak-password': ['INVALID_ARGUMENT', 'Password must have at least 8 characters'],
  'auth/expired-action-code': [
    'FAILED_PRECONDITION',
    'This reset link has expired or was used. Ask for a new one.',
  ],
  'auth/invalid-action-code': [
    'FAILED_PRECONDITION',
    'This reset link has expired or was used. Ask for a new one.',
  ],
};

const networkMessage =
  'Could not reach the Town Services server. Check your internet connection and try again.';

interface FirebaseLikeError {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  status?: unknown;
}

/**
 * Firebase SDK errors in the same shape as the local adapter's: a wire status (the callable
 * codes are the core's, upper-cased), the server's message, and its details (field issues).
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const { code, message, details } = (error ?? {}) as FirebaseLikeError;
  const text = typeof message === 'string' ? message : 'The request failed.';
  if (typeof code === 'string' && code.startsWith('functions/')) {
    const status = code.slice('functions/'.length).toUpperCase().replace(/-/g, '_');
    // The SDK's own timeout; a 503 carries the server's word that nothing was done (busy).
    if (status === 'DEADLINE_EXCEEDED') {
      return new BackendError('NETWORK', networkMessage, undefined, { cause: error });
    }
    // The SDK appends the HTTP status ("... [401]"); the server's message is what users read.
    return new BackendError(status, text.replace(/ \[\d{3}\]$/, ''), details, { cause: error });
  }
  if (code === 'auth/network-request-failed' || code === 'unavailable') {
    return new BackendError('NETWORK', networkMessage, undefined, { cause: error });
  }
  if (typeof code === 'string' && Object.hasOwn(authStatuses, code)) {
    const [status, friendly] = authStatuses[code] as [string, string];
    return new BackendError(status, friendly, undefined, { cause: error });
  }
  // Domain errors from the reads run in the browser carry the core's codes.
  if (typeof code === 'string' && /^[a-z-]+$/.test(code) && !code.includes('/')) {
    return new BackendError(code.toUpperCase().replace(/-/g, '_'), text, details, { cause: error });
  }
  return new BackendError('INTERNAL', text, undefined, { cause: error });
}
