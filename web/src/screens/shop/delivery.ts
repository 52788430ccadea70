import { type Address, type ContactPerson, storageKeys } from '@town/core';
import { browserStorage } from '../../state/storage';
import { isMobile, normalizePhone, saveOrderContact } from '../orders/contact';

/** The delivery-address key is fixed (no town prefix), so any slug gives the same key. */
const { deliveryAddress } = storageKeys('town');

/** What a customer types for a delivery, as remembered for the next order. */
export interface DeliveryDraft {
  name: string;
  phone: string;
  line: string;
  landmark: string;
  /** Postal PIN code, 6 digits; optional. */
  pinCode: string;
}

export type DeliveryField = keyof DeliveryDraft;

export const emptyDelivery: DeliveryDraft = {
  name: '',
  phone: '',
  line: '',
  landmark: '',
  pinCode: '',
};

/** Limits of the server's schema, checked here first so the form says what to fix at once. */
export const deliveryLimits = { name: 80, line: 280, landmark: 120 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The last delivery details used on this browser; anything unreadable starts empty. */
export function savedDelivery(): DeliveryDraft {
  try {
    const parsed: unknown = JSON.parse(browserStorage().getItem(deliveryAddress) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return emptyDelivery;
    const saved = parsed as Record<string, unknown>;
    return {
      name: text(saved.name),
      phone: text(saved.phone),
      line: text(saved.line),
      landmark: text(saved.landmark),
      pinCode: text(saved.pinCode),
    };
  } catch {
    return emptyDelivery;
  }
}

/** Remembers the details for the next order, and the phone for Find Order. */
export function rememberDelivery(draft: DeliveryDraft): void {
  const phone = normalizePhone(draft.phone);
  try {
    browserStorage().setItem(deliveryAddress, JSON.stringify({ ...draft, phone }));
  } catch {
    // Storage full or refused: the next order starts with an empty form.
  }
  saveOrderContact(phone);
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
  if (line.length < 5) problems.line = 'addressInvalid';
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
      line: pin ? `${draft.line.trim()}, PIN ${pin}` : draft.line.trim(),
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
