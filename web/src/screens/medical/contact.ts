import type { Address, ContactPerson } from '@town/core';
import { mobileNumber } from '../../state/phone';
import {
  blankDetails,
  rememberDetails,
  type SavedDetails,
  savedDetails,
  savedPhone,
} from '../../state/rememberedContact';

/**
 * Who is asking and where: filled in from the last order or booking on this browser. The PIN
 * code is the shop's; these forms do not ask for it and keep the saved one.
 */
export type ContactDraft = SavedDetails;

/** The saved contact and delivery address, or blanks; the phone only when it is a mobile. */
export function rememberedContact(): ContactDraft {
  const saved = savedDetails();
  return { ...saved, phone: savedPhone() || (mobileNumber(saved.phone) ?? '') };
}

/** The blank contact a page the host rendered starts with. */
export const blankContact: ContactDraft = blankDetails;

/** The person as the backend takes it. */
export const personOf = ({ name, phone }: ContactDraft): ContactPerson => ({
  name: name.trim(),
  phone: mobileNumber(phone) ?? phone,
});

/** The address as the backend takes it: no landmark when none was given. */
export function addressOf({ line, landmark }: ContactDraft): Address {
  return { line: line.trim(), ...(landmark.trim() ? { landmark: landmark.trim() } : {}) };
}

/** Saves the contact of a placed order: the phone pre-fills Find Order, the rest the next form. */
export function rememberContact(contact: ContactDraft): void {
  rememberDetails({
    ...personOf(contact),
    line: contact.line.trim(),
    landmark: contact.landmark.trim(),
  });
}
