import { refusalOf } from '@town/core/refusals';
import type { BackendError } from '../backend/types';
import type { TFunction } from '../i18n/useTranslation';

/**
 * What to tell a person about a failed read or call, in their language. Server messages that
 * name a specific thing (a product out of stock, a field) are kept: they say what to fix.
 */
export function errorText(
  t: TFunction,
  error: BackendError,
  /** Rupees in the person's language, for refusals that name an amount. */
  price: (paise: number) => string = (paise) => `₹${Math.round(paise / 100)}`,
): string {
  switch (error.status) {
    // The auth provider's own names for these read the same.
    case 'NETWORK':
    case 'auth/network-request-failed':
      return t('error.network');
    case 'RESOURCE_EXHAUSTED':
    case 'auth/too-many-requests': {
      const open = refusalOf(error.details, 'too-many-open-orders');
      if (open) return t('error.openOrders', { count: open.openOrders });
      const product = refusalOf(error.details, 'too-much-of-product');
      if (product) {
        const { max, held, name } = product;
        return t('error.tooMuchOfProduct', { max, held, name });
      }
      const cash = refusalOf(error.details, 'cash-on-delivery-cap');
      if (cash) {
        const values = {
          cap: price(cash.maxPaise),
          phone: cash.townPhone ?? t('error.noTownPhone'),
        };
        return cash.firstOrder ? t('error.firstOrderCap', values) : t('error.cashCap', values);
      }
      const booked = refusalOf(error.details, 'too-many-open-bookings');
      if (booked) {
        const { kind, openBookings: count, townPhone } = booked;
        const phone = townPhone ?? t('error.noTownPhone');
        return t(`error.openBookings.${kind}`, { count, phone });
      }
      const minutes = waitMinutes(error);
      return minutes ? t('error.tooManyWait', { minutes }) : t('error.tooMany');
    }
    // The record moved on since it was shown (an order moved or taken by someone else).
    case 'ABORTED':
      return t('error.conflict');
    case 'INVALID_ARGUMENT': {
      const far = refusalOf(error.details, 'too-far-ahead');
      return far
        ? t('error.tooFarAhead', { days: far.daysAhead, date: far.lastDate })
        : error.message;
    }
    case 'NOT_FOUND':
      return t('error.notFound');
    case 'UNAUTHENTICATED':
      return t('error.signIn');
    case 'PERMISSION_DENIED':
      return t('error.denied');
    case 'INTERNAL':
      return t('error.server');
    // The server did nothing and said so: its storage is failing or the record is contended.
    case 'UNAVAILABLE':
      return t('error.busy');
    default:
      return error.message;
  }
}

/** How long the server asked to wait (a throttled reply's `retryAfterSeconds`), in minutes. */
export function waitMinutes(error: BackendError): number | undefined {
  const seconds = refusalOf(error.details, 'try-again-later')?.retryAfterSeconds;
  return seconds && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/** Field messages from an INVALID_ARGUMENT reply, by field path ("customer.phone"). */
export function fieldErrorsOf(error: BackendError | undefined): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of refusalOf(error?.details, 'invalid-fields')?.issues ?? []) {
    byPath[issue.path] ??= issue.message;
  }
  return byPath;
}
