import { asciiDigits } from '@town/core';

/** The bare 10 digits of an Indian mobile written with spaces, dashes, +91 or a leading 0. */
export function bareMobile(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');
}

export const isMobile = (raw: string) => /^[6-9]\d{9}$/.test(bareMobile(raw));

export const isEmail = (raw: string) => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(raw.trim());

/** The server's rule for passwords staff choose or admins set (newPasswordSchema). */
export const newPasswordMin = 8;
export const passwordMax = 128;

/** A password that is hard to guess and easy to read out: no 0/O or 1/l/I. */
export function makePassword(length = 12): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => letters[byte % letters.length]).join('');
}

/**
 * Rupees as typed ("120", "120.50", "₹ 1,200", "১২০") to whole paise, or null when it is not an
 * amount.
 */
export function paiseOf(raw: string): number | null {
  const text = asciiDigits(raw).replace(/[₹,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Paise as an editable rupee amount: 4500 -> "45", 4550 -> "45.50". */
export function rupeesOf(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** A whole number as typed ("12", "১২"), or null. */
export function wholeOf(raw: string): number | null {
  const text = asciiDigits(raw).trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Staff forms take the person to the first field to fix the same way as every form. */
export { focusFirstInvalid } from '../../forms/focusFirstInvalid';
