import { DomainError } from '@town/core';
import { toWireError } from '../src/http/wire';

describe('errors on the wire', () => {
  test('a domain error keeps its code, message and details', () => {
    expect(toWireError(new DomainError('not-found', 'No shop with id x', { id: 'x' }))).toEqual({
      httpStatus: 404,
      body: { error: { status: 'NOT_FOUND', message: 'No shop with id x', details: { id: 'x' } } },
    });
  });

  test('an unexpected error tells the client nothing about the server', () => {
    const bug = new TypeError(
      "Cannot read properties of undefined (reading 'stock') at /srv/app.js:12",
    );
    const wire = toWireError(bug);
    expect(wire).toEqual({
      httpStatus: 500,
      body: {
        error: {
          status: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    });
  });

  test('a disk that is full or read-only is a 503 saying the request was not done', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY']) {
      const error = Object.assign(new Error('disk I/O error'), { code });
      expect(toWireError(error)).toEqual({
        httpStatus: 503,
        body: {
          error: {
            status: 'UNAVAILABLE',
            message:
              'The server cannot use its storage right now (full, read-only or failing), so this was not done. Please try again later.',
          },
        },
      });
    }
  });

  test("the framework's own 4xx refusals stay 4xx with a plain message", () => {
    const climbing = Object.assign(new Error('Forbidden'), { statusCode: 403, status: 403 });
    expect(toWireError(climbing)).toEqual({
      httpStatus: 403,
      body: { error: { status: 'PERMISSION_DENIED', message: 'This address is not allowed' } },
    });
    const range = Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 });
    expect(toWireError(range)).toEqual({
      httpStatus: 416,
      body: {
        error: { status: 'INVALID_ARGUMENT', message: 'This request cannot be served as sent' },
      },
    });
  });
});
