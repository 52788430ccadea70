/**
 * Domain errors carry the callable-function error codes, so the Firebase host maps them to
 * HttpsError one to one and the local host sends the same wire format.
 */
export const errorCodes = {
  'invalid-argument': { status: 'INVALID_ARGUMENT', http: 400 },
  'failed-precondition': { status: 'FAILED_PRECONDITION', http: 400 },
  unauthenticated: { status: 'UNAUTHENTICATED', http: 401 },
  'permission-denied': { status: 'PERMISSION_DENIED', http: 403 },
  'not-found': { status: 'NOT_FOUND', http: 404 },
  'already-exists': { status: 'ALREADY_EXISTS', http: 409 },
  /** The document moved on since the caller looked: an illegal status move, a claim lost to a colleague. */
  aborted: { status: 'ABORTED', http: 409 },
  'resource-exhausted': { status: 'RESOURCE_EXHAUSTED', http: 429 },
  internal: { status: 'INTERNAL', http: 500 },
  /** Nothing was done and nothing is wrong with the request: storage failing or too busy; retry. */
  unavailable: { status: 'UNAVAILABLE', http: 503 },
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, details?: unknown) =>
  new DomainError('invalid-argument', message, details);
export const notFound = (message: string) => new DomainError('not-found', message);
export const denied = (message: string) => new DomainError('permission-denied', message);
export const conflict = (message: string, details?: unknown) =>
  new DomainError('aborted', message, details);
