import { normalizePhone } from '../state/phone';

/** "98765 43210": easier to read back than ten digits in a row. */
export function showPhone(phone: string): string {
  const digits = normalizePhone(phone);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
