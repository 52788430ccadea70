import type { EmergencyContact, EmergencyType } from '@town/core';
import { nationalHelplines } from '@town/core/vocabulary';

/**
 * India's national helplines, built into the app: they show with the page's first paint, online
 * or offline, before (or without) any answer from the town's backend. Labels are translated
 * (`emergency:national.<key>`); the town's own numbers come from its data and follow.
 */
export type NationalKey =
  | 'all'
  | 'police'
  | 'fire'
  | 'ambulance'
  | 'motherChild'
  | 'women'
  | 'womenAbuse'
  | 'child'
  | 'cyber'
  | 'rail'
  | 'highway';

export interface NationalNumber {
  key: NationalKey;
  phone: string;
  /** The emergency pages it belongs on: 112 answers police, fire and ambulance alike. */
  types: readonly EmergencyType[];
}

/** Core's list: the same numbers search finds. */
export const nationalNumbers: readonly NationalNumber[] = nationalHelplines;

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
