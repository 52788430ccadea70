import { DomainError, type ErrorCode, errorCodes } from '@town/core';

/** The callable-function wire format: `{ result }` or `{ error: { status, message, details } }`. */
export interface WireError {
  httpStatus: number;
  body: { error: { status: string; message: string; details?: unknown } };
}

export function wireError(code: ErrorCode, message: string, details?: unknown): WireError {
  const { status, http } = errorCodes[code];
  return {
    httpStatus: http,
    body: { error: { status, message, ...(details === undefined ? {} : { details }) } },
  };
}

/** better-sqlite3's codes for a disk that is full, read-only or failing (EFBIG is an IOERR). */
const storageFailure = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;

/**
 * Anything that is not a DomainError is a bug, or the disk: the client gets no internals, the
 * log gets all. A write the disk refused was rolled back; the client is told so, not "a bug".
 */
export function toWireError(error: unknown): WireError {
  if (error instanceof DomainError) return wireError(error.code, error.message, error.details);
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { ...wireError('invalid-argument', 'The request is too large'), httpStatus: 413 };
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      ...wireError('invalid-argument', 'Send the request as application/json'),
      httpStatus: 415,
    };
  }
  if (typeof fastifyError.code === 'string' && storageFailure.test(fastifyError.code)) {
    return wireError(
      'unavailable',
      'The server cannot use its storage right now (full, read-only or failing), so this was not done. Please try again later.',
    );
  }
  if (fastifyError.statusCode === 400) {
    return wireError('invalid-argument', 'The request body is not valid JSON');
  }
  // The framework's own refusals, e.g. the static files refusing a path that climbs out of the
  // web app ("/assets/..%2F..%2Fpackage.json" is a 403 there): the client's fault, not ours.
  if (fastifyError.statusCode === 403) {
    return wireError('permission-denied', 'This address is not allowed');
  }
  if (fastifyError.statusCode === 404) return wireError('not-found', 'Not found');
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status > 400 && status < 500) {
    return {
      ...wireError('invalid-argument', 'This request cannot be served as sent'),
      httpStatus: status,
    };
  }
  return wireError('internal', 'Something went wrong on our side. Please try again.');
}
