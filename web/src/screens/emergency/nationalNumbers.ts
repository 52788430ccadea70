import type { EmergencyContact, EmergencyType } from '@town/core';
import { type NationalKey, type NationalNumber, nationalNumbers } from '../../ui/nationalNumbers';

/** The national helplines (web/src/ui/nationalNumbers.ts) beside the town's own numbers. */

const nationalPhones = new Set(nationalNumbers.map((entry) => digits(entry.phone)));

function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The town's own numbers: a national helpline the town also lists is shown once, built in. */
export function townOnly(contacts: readonly EmergencyContact[]): EmergencyContact[] {
  return contacts.filter((contact) => !nationalPhones.has(digits(contact.phone)));
}

/** The national helplines for one emergency page, most important first. */
export function nationalOfType(type: EmergencyType): NationalNumber[] {
  return nationalNumbers.filter((entry) => entry.types.includes(type));
}

/** A helpline as a call card's contact, named in the page's language. */
export function nationalContact(
  entry: NationalNumber,
  label: (key: NationalKey) => string,
): EmergencyContact {
  return {
    id: `national-${entry.key}`,
    type: entry.types[0] ?? 'police',
    name: label(entry.key),
    phone: entry.phone,
    allDay: true,
    rank: 0,
  };
}
