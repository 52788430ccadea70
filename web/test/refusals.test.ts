import { refusal } from '@town/core/refusals';
import { BackendError } from '../src/backend/types';
import type { TFunction } from '../src/i18n/useTranslation';
import { orderProblem } from '../src/screens/shop/orderErrors';
import { moveErrorText } from '../src/screens/staff/orders/moveErrors';
import { errorText, fieldErrorsOf } from '../src/ui/errorText';

/** A translator that answers the key and its values, so a test sees which text was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
const tStaff = t as unknown as TFunction<'staff'>;

const refused = (status: string, details: unknown) => new BackendError(status, 'refused', details);

describe('the web tells refusals apart by their reason code', () => {
  test('a cart learns which products are short, and by how much', () => {
    const shortages = [{ productId: 'rice', name: 'Rice', available: 2, requested: 5 }];
    expect(
      orderProblem(refused('FAILED_PRECONDITION', refusal('out-of-stock', { shortages }))),
    ).toEqual({ kind: 'shortage', shortages });
    expect(
      orderProblem(
        refused('FAILED_PRECONDITION', refusal('prescription-needed', { productId: 'amox' })),
      ),
    ).toEqual({ kind: 'prescription', productId: 'amox' });
    expect(orderProblem(refused('NOT_FOUND', undefined))).toEqual({ kind: 'gone' });
  });

  test('details without a known reason are not guessed from their shape', () => {
    // The old shape (no reason) is not read as a shortage or a prescription.
    expect(
      orderProblem(refused('FAILED_PRECONDITION', { shortages: [], productId: 'amox' })),
    ).toBeUndefined();
    expect(fieldErrorsOf(refused('INVALID_ARGUMENT', { issues: [] }))).toEqual({});
  });

  test('a courier is told whether a colleague took the order, or it needs a courier, or it moved', () => {
    expect(
      moveErrorText(tStaff, t, refused('ABORTED', refusal('taken-by-other', { status: 'ready' }))),
    ).toBe('moves.taken');
    expect(
      moveErrorText(
        tStaff,
        t,
        refused('ABORTED', refusal('courier-needed', { status: 'ready', allowed: ['cancelled'] })),
      ),
    ).toBe('moves.assignFirst');
    expect(
      moveErrorText(
        tStaff,
        t,
        refused('ABORTED', refusal('status-moved', { status: 'delivered', allowed: [] })),
      ),
    ).toBe('moves.changed {"status":"status.delivered"}');
    expect(moveErrorText(tStaff, t, refused('ABORTED', undefined))).toBe('moves.changedNoStatus');
  });

  test('limits say how long to wait or how many orders are open; fields say what to fix', () => {
    expect(
      errorText(
        t,
        refused('RESOURCE_EXHAUSTED', refusal('try-again-later', { retryAfterSeconds: 150 })),
      ),
    ).toBe('error.tooManyWait {"minutes":3}');
    expect(
      errorText(
        t,
        refused('RESOURCE_EXHAUSTED', refusal('too-many-open-orders', { openOrders: 3 })),
      ),
    ).toBe('error.openOrders {"count":3}');
    expect(
      errorText(
        t,
        refused(
          'RESOURCE_EXHAUSTED',
          refusal('too-many-open-bookings', {
            kind: 'labTest',
            openBookings: 3,
            townPhone: '9000000100',
          }),
        ),
      ),
    ).toBe('error.openBookings.labTest {"count":3,"phone":"9000000100"}');
    expect(
      errorText(
        t,
        refused(
          'INVALID_ARGUMENT',
          refusal('too-far-ahead', { lastDate: '2026-12-21', daysAhead: 30 }),
        ),
      ),
    ).toBe('error.tooFarAhead {"days":30,"date":"2026-12-21"}');
    expect(
      fieldErrorsOf(
        refused(
          'INVALID_ARGUMENT',
          refusal('invalid-fields', {
            issues: [
              { path: 'customer.phone', message: 'Enter a 10-digit mobile number' },
              { path: 'customer.phone', message: 'A second message for the same field' },
            ],
          }),
        ),
      ),
    ).toEqual({ 'customer.phone': 'Enter a 10-digit mobile number' });
  });
});
