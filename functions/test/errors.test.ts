import { DomainError } from '@town/core';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { toHttpsError } from '../src/errors';

/**
 * What a callable answers for each kind of failure. The Firestore emulator never asks for
 * composite indexes, so the missing-index error is built as firebase-admin reports it from
 * Firestore: a gRPC status 9 whose message carries the console link.
 */
const link =
  'https://console.firebase.google.com/v1/r/project/sonapur-town/firestore/indexes?create_composite=ClFwcm9qZWN0cy9zb25hcHVy';
function missingIndex(): Error {
  return Object.assign(
    new Error(
      `9 FAILED_PRECONDITION: The query requires an index. You can create it here: ${link}`,
    ),
    { code: 9, details: `The query requires an index. You can create it here: ${link}` },
  );
}

describe('callable errors', () => {
  let logged: string[];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    logged = [];
    // What reaches Cloud Logging: the functions logger, kept quiet here.
    spy = jest
      .spyOn(logger, 'error')
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  });
  afterEach(() => spy.mockRestore());

  test('a query without its index answers failed-precondition with the link that creates it, logged too', () => {
    const error = toHttpsError(missingIndex());
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain(link);
    expect(logged.join('\n')).toContain(link);
  });

  test('a core error keeps its code, message and details', () => {
    const error = toHttpsError(new DomainError('not-found', 'No such order', { code: 'ABC-123' }));
    expect([error.code, error.message, error.details]).toEqual([
      'not-found',
      'No such order',
      { code: 'ABC-123' },
    ]);
  });

  test('anything else is logged and hidden behind a generic internal error', () => {
    const error = toHttpsError(new Error('connection reset by peer at 10.0.0.3'));
    expect([error.code, error.message]).toEqual([
      'internal',
      'Something went wrong on our side. Please try again.',
    ]);
    expect(logged.join('\n')).toContain('connection reset by peer');
    // Another failed precondition (no index link) is not mistaken for one.
    const other = Object.assign(new Error('9 FAILED_PRECONDITION: transaction expired'), {
      code: 9,
    });
    expect(toHttpsError(other).code).toBe('internal');
  });

  test('a transaction that lost to others on the same documents, retries spent, answers busy: nothing was done, try again', () => {
    // As firebase-admin reports it once runTransaction gives up (the emulator under load says
    // "Transaction lock timeout"; Firestore says "Too much contention on these documents").
    const contended = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), {
      code: 10,
    });
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const error = toHttpsError(contended);
      expect(error.code).toBe('unavailable');
      expect(error.httpErrorCode.status).toBe(503);
      expect(error.message).toMatch(/not done.*try again/i);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('a transaction closed under it while it waited for contended documents answers busy too', () => {
    // As firebase-admin reports it when the emulator timed the transaction's lock out mid-burst.
    const closed = Object.assign(
      new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'),
      {
        code: 3,
        details: 'Transaction is invalid or closed.',
      },
    );
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const error = toHttpsError(closed);
      expect(error.code).toBe('unavailable');
      expect(error.httpErrorCode.status).toBe(503);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    // Any other invalid argument is a fault of ours: logged and hidden.
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: Property name is empty'), {
      code: 3,
    });
    expect(toHttpsError(other).code).toBe('internal');
  });
});
