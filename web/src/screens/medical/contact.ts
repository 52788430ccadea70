import { storageKeys } from '@town/core';
import { browserStorage } from '../../state/storage';

/**
 * A mobile number as the backend keeps it: spaces and dashes, a leading +91, 0091 or 0 removed,
 * then 10 digits starting 6-9. Undefined when it is not one.
 */
export function normalPhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** What the last order or booking on this phone used: filled in again next time. */
export interface RememberedContact {
  name: string;
  phone: string;
  line: string;
  landmark: string;
}

// Only the fixed keys are used here, so the town slug does not matter.
const keys = storageKeys('town');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The saved delivery details: a JSON object { name, phone, line, landmark, pinCode }, the same
 * shape the shop checkout writes, so either form fills in what the other remembered.
 */
function savedDetails(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(browserStorage().getItem(keys.deliveryAddress) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The saved contact and delivery address, or blanks. */
export function rememberedContact(): RememberedContact {
  const saved = savedDetails();
  let orderContact = '';
  try {
    orderContact = browserStorage().getItem(keys.orderContact) ?? '';
  } catch {
    // Storage refused: start blank.
  }
  return {
    name: text(saved.name),
    phone: normalPhone(orderContact) ?? normalPhone(text(saved.phone)) ?? '',
    line: text(saved.line),
    landmark: text(saved.landmark),
  };
}

/** Saves the contact of a placed order: the phone pre-fills Find Order, the rest the next form. */
export function rememberContact(contact: RememberedContact): void {
  const phone = normalPhone(contact.phone) ?? contact.phone;
  const storage = browserStorage();
  try {
    storage.setItem(
      keys.deliveryAddress,
      JSON.stringify({
        pinCode: '',
        ...savedDetails(),
        name: contact.name.trim(),
        phone,
        line: contact.line.trim(),
        landmark: contact.landmark.trim(),
      }),
    );
    storage.setItem(keys.orderContact, phone);
  } catch {
    // Storage full or refused: the order is placed all the same.
  }
}
