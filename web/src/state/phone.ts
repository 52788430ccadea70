import { asciiDigits } from '@town/core/digits';

/**
 * A mobile number as the backend keeps it: Bengali digits as ASCII ones, spaces and dashes
 * gone, and a +91, 0091 or 0 prefix dropped, so "+91 98765-43210", "098765 43210" and
 * "৯৮৭৬৫ ৪৩২১০" are the same number.
 */
export function normalizePhone(raw: string): string {
  return asciiDigits(raw)
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|0091|0)/, '');
}

/** The backend's rule for a customer's mobile: 10 digits starting 6-9. Undefined when it is not one. */
export function mobileNumber(raw: string): string | undefined {
  const digits = normalizePhone(raw);
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

export const isMobile = (raw: string): boolean => mobileNumber(raw) !== undefined;
