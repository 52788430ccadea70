import { storageKeys } from '@town/core';
import { browserStorage } from '../../state/storage';

/** The order-contact key is fixed (no town prefix), so any slug gives the same key. */
const { orderContact } = storageKeys('town');

/**
 * A mobile number as the server keeps it: spaces and dashes gone, and a +91, 0091 or 0 prefix
 * dropped, so "+91 98765-43210" and "098765 43210" find the same orders.
 */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');
}

/** The server's rule for a customer's mobile: 10 digits starting 6-9. */
export function isMobile(raw: string): boolean {
  return /^[6-9]\d{9}$/.test(normalizePhone(raw));
}

/** "98765 43210": easier to read back than ten digits in a row. */
export function showPhone(phone: string): string {
  const digits = normalizePhone(phone);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** The phone of the last order placed on this browser (a plain string), or ''. */
export function savedOrderContact(): string {
  const saved = browserStorage().getItem(orderContact) ?? '';
  return isMobile(saved) ? normalizePhone(saved) : '';
}

export function saveOrderContact(phone: string): void {
  try {
    browserStorage().setItem(orderContact, normalizePhone(phone));
  } catch {
    // Storage full or refused: Find Order just starts empty next time.
  }
}
