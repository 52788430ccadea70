import type { BackendError } from '../../backend/types';

/**
 * A route parameter that matches nothing: the read answers NOT_FOUND for an unknown id, or
 * INVALID_ARGUMENT for one that cannot be an id at all. Both mean "nothing here", not a failure.
 */
export function isMissing(error: BackendError): boolean {
  return error.status === 'NOT_FOUND' || error.status === 'INVALID_ARGUMENT';
}
