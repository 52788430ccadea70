import { DomainError } from '@town/core';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * Maps core errors to callable errors: the codes are the same by design, so the web client
 * reads one error format from both hosts. Anything unexpected is logged and hidden.
 */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof DomainError) return new HttpsError(error.code, error.message, error.details);
  logger.error('Unexpected error in a callable', error);
  return new HttpsError('internal', 'Something went wrong on our side. Please try again.');
}
