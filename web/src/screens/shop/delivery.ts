import type { Address, ContactPerson } from '@town/core';
import { textLimits } from '@town/core/vocabulary';
import { isMobile, normalizePhone } from '../../state/phone';
import { rememberDetails, type SavedDetails } from '../../state/rememberedContact';

/** What a customer types for a delivery, as remembered for the next order. */
export type DeliveryDraft = SavedDetails;

export type DeliveryField = keyof DeliveryDraft;

/** How a PIN code rides at the end of the address line (the order's address has no PIN field). */
const pinSuffix = (pin: string) => `, PIN ${pin}`;

/**
 * The server's limits, checked here first so the form says what to fix at once. The line leaves
 * room for the PIN code that travels at its end.
 */
export const deliveryLimits = {
  name: textLimits.name,
  line: textLimits.addressLine - pinSuffix('000000').length,
  landmark: textLimits.landmark,
} as const;

/** The order's note for the delivery person, at most this long. */
export const noteMax = textLimits.shortText;
export const noteTooLong = (note: string): boolean => note.trim().length > noteMax;

/** Remembers the details for the next order, and the phone for Find Order. */
export function rememberDelivery(draft: DeliveryDraft): void {
  rememberDetails({ ...draft, phone: normalizePhone(draft.phone) });
}

/** Which message key each invalid field gets (common strings). */
export type DeliveryProblem =
  | 'nameInvalid'
  | 'phoneInvalid'
  | 'addressInvalid'
  | 'pinInvalid'
  | 'tooLong';

/** Client-side checks, the same rules the server applies; empty when all is well. */
export function checkDelivery(
  draft: DeliveryDraft,
): Partial<Record<DeliveryField, DeliveryProblem>> {
  const problems: Partial<Record<DeliveryField, DeliveryProblem>> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'nameInvalid';
  else if (name.length > deliveryLimits.name) problems.name = 'tooLong';
  if (!isMobile(draft.phone)) problems.phone = 'phoneInvalid';
  const line = draft.line.trim();
  if (line.length < textLimits.addressLineMin) problems.line = 'addressInvalid';
  else if (line.length > deliveryLimits.line) problems.line = 'tooLong';
  if (draft.landmark.trim().length > deliveryLimits.landmark) problems.landmark = 'tooLong';
  const pin = draft.pinCode.replace(/\s/g, '');
  if (pin && !/^[1-9]\d{5}$/.test(pin)) problems.pinCode = 'pinInvalid';
  return problems;
}

/**
 * The customer and address an order carries. The order's address has no PIN-code field, so a
 * PIN code travels at the end of the address line, where the delivery person reads it.
 */
export function orderParty(draft: DeliveryDraft): { customer: ContactPerson; address: Address } {
  const pin = draft.pinCode.replace(/\s/g, '');
  const landmark = draft.landmark.trim();
  return {
    customer: { name: draft.name.trim(), phone: normalizePhone(draft.phone) },
    address: {
      line: pin ? `${draft.line.trim()}${pinSuffix(pin)}` : draft.line.trim(),
      ...(landmark ? { landmark } : {}),
    },
  };
}

/** Server field paths ("customer.phone") mapped to the form's fields. */
export const serverFieldOf: Record<string, DeliveryField> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'address.line': 'line',
  'address.landmark': 'landmark',
};
