import { storageKeys } from '@town/core';
import { mobileNumber } from './phone';
import { browserStorage } from './storage';

/** Both keys are fixed (no town prefix), so any slug gives the same keys. */
const { deliveryAddress, orderContact } = storageKeys('town');

/**
 * The details the last order or booking on this browser used, kept as one JSON object in
 * deliveryAddress, so the shop checkout and the medical forms fill in what the other remembered.
 */
export interface SavedDetails {
  name: string;
  phone: string;
  line: string;
  landmark: string;
  /** Postal PIN code; only the shop forms ask for it. */
  pinCode: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function storedObject(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(browserStorage().getItem(deliveryAddress) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Details of someone this browser has not seen: every field blank. */
export const blankDetails: SavedDetails = {
  name: '',
  phone: '',
  line: '',
  landmark: '',
  pinCode: '',
};

/** The saved details as they were typed; anything missing or unreadable is ''. */
export function savedDetails(): SavedDetails {
  const saved = storedObject();
  return {
    name: text(saved.name),
    phone: text(saved.phone),
    line: text(saved.line),
    landmark: text(saved.landmark),
    pinCode: text(saved.pinCode),
  };
}

/** The phone of the last order placed on this browser (orderContact, a plain string), or ''. */
export function savedPhone(): string {
  let saved = '';
  try {
    saved = browserStorage().getItem(orderContact) ?? '';
  } catch {
    // Storage refused: start blank.
  }
  return mobileNumber(saved) ?? '';
}

/**
 * Remembers the details for the next form (a PIN code not given keeps the saved one) and the
 * phone, as given, for Find Order.
 */
export function rememberDetails(
  details: Omit<SavedDetails, 'pinCode'> & { pinCode?: string },
): void {
  const storage = browserStorage();
  try {
    storage.setItem(
      deliveryAddress,
      JSON.stringify({ pinCode: '', ...storedObject(), ...details }),
    );
  } catch {
    // Storage full or refused: the next form starts empty.
  }
  try {
    storage.setItem(orderContact, details.phone);
  } catch {
    // Storage full or refused: Find Order just starts empty next time.
  }
}
