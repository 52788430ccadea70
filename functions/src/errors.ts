import { DomainError } from '@town/core';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';

/** gRPC's FAILED_PRECONDITION, which Firestore answers for a query that lacks its index. */
const failedPrecondition = 9;
/** gRPC's ABORTED: a transaction that lost to others on the same documents, retries spent. */
const aborted = 10;
/** gRPC's INVALID_ARGUMENT, which Firestore answers for a transaction closed under its feet. */
const invalidArgument = 3;
const indexLink = /https:\/\/console\.firebase\.google\.com\/\S+/;

/**
 * The link Firestore gives for a query whose composite index does not exist yet (e.g. the admin
 * order list filtered two ways at once), when this error is one.
 */
export function missingIndexLink(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== failedPrecondition && code !== 'failed-precondition') return undefined;
  if (typeof message !== 'string' || !/index/i.test(message)) return undefined;
  return indexLink.exec(message)?.[0];
}

/**
 * Maps core errors to callable errors: the codes are the same by design, so the web client
 * reads one error format from both hosts. A missing index answers with the link that creates
 * it (the operator's only way to learn it); anything else unexpected is logged and hidden.
 */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof DomainError) return new HttpsError(error.code, error.message, error.details);
  const link = missingIndexLink(error);
  if (link) {
    logger.error(`A query needs a Firestore index that does not exist yet; create it: ${link}`);
    return new HttpsError(
      'failed-precondition',
      `This list needs a database index that is not built yet. An admin can create it here (it takes a few minutes): ${link}`,
    );
  }
  if (gaveUpOnContention(error)) {
    // Many writes to one document at once (a burst of sign-in guesses at one account, a rush on
    // one product): nothing was written, and a retry in a moment will go through.
    logger.warn('A transaction gave up after its retries on contended documents', error);
    return new HttpsError(
      'unavailable',
      'Too many changes to the same record at once, so this was not done. Please try again.',
    );
  }
  logger.error('Unexpected error in a callable', error);
  return new HttpsError('internal', 'Something went wrong on our side. Please try again.');
}

/**
 * A transaction that ended without writing anything because others held its documents: ABORTED
 * once the retries are spent, or a transaction closed under it while it waited (its lock timed
 * out; the Firestore emulator under a burst answers its next call "Transaction is invalid or
 * closed", which runTransaction does not retry). Either way a retry in a moment goes through.
 */
function gaveUpOnContention(error: unknown): boolean {
  const { code, details, message } = (error ?? {}) as {
    code?: unknown;
    details?: unknown;
    message?: unknown;
  };
  if (code === aborted) return true;
  const text = `${typeof details === 'string' ? details : ''} ${typeof message === 'string' ? message : ''}`;
  return code === invalidArgument && /transaction is invalid or closed/i.test(text);
}
