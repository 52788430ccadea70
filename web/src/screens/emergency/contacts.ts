import type { EmergencyContact, EmergencyType } from '@town/core';

/**
 * What the screens know of each emergency type besides its label (`common:emergencyType.*`):
 * where its own page is and its icon. A Record, so a new type in the model is a type error here.
 * Transport has no list page of its own: /emergency/transport is the transport hub.
 */
export const emergencyTypeInfo: Record<EmergencyType, { path: string; icon: string }> = {
  police: {
    path: '/emergency/police',
    icon: 'M12 3l7 3v5c0 4.5-3 8.4-7 10-4-1.6-7-5.5-7-10V6zM9 12l2 2 4-4',
  },
  fire: {
    path: '/emergency/fire',
    icon: 'M12 3c1 3 5 5.2 5 10a5 5 0 0 1-10 0c0-2.4 1.3-4 2.5-5 .4 1.8 1.4 3 2.5 3 0-3-1-5 0-8z',
  },
  ambulance: {
    path: '/emergency/ambulance',
    icon: 'M2 6h12v11H2zM14 10h4l3 3.5V17h-7M8 8.5v6M5 11.5h6M4 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0M15 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  },
  hospital: {
    path: '/emergency/hospital',
    icon: 'M4 21V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v16M2 21h20M12 7v6M9 10h6M10 21v-4h4v4',
  },
  transport: {
    path: '/emergency/transport',
    icon: 'M6 3h12a2 2 0 0 1 2 2v11H4V5a2 2 0 0 1 2-2zM4 11h16M7 19v2M17 19v2M4 16v3h16v-3M8 14h.01M16 14h.01',
  },
  wbsedcl: {
    path: '/emergency/wbsedcl',
    icon: 'M13 2 4 14h7l-1 8 9-12h-7z',
  },
  municipality: {
    path: '/emergency/municipality',
    icon: 'M3 10l9-6 9 6M5 10v9M9.5 10v9M14.5 10v9M19 10v9M3 21h18',
  },
};

export const emergencyTypes = Object.keys(emergencyTypeInfo) as EmergencyType[];

/** One group per type, in the order of each type's most important number (lowest rank). */
export interface EmergencyGroup {
  type: EmergencyType;
  contacts: EmergencyContact[];
}

/**
 * Groups the contacts by type. The read answers them ordered by rank, so each group's first
 * contact is the number to try first, and groups come in the order the town ranked them.
 * Types without any number come last, so every type still has a way to its page.
 */
export function groupByType(contacts: readonly EmergencyContact[]): EmergencyGroup[] {
  const sorted = [...contacts].sort((a, b) => a.rank - b.rank);
  const groups = new Map<EmergencyType, EmergencyContact[]>();
  for (const contact of sorted) {
    const group = groups.get(contact.type);
    if (group) group.push(contact);
    else groups.set(contact.type, [contact]);
  }
  for (const type of emergencyTypes) {
    if (!groups.has(type)) groups.set(type, []);
  }
  return [...groups].map(([type, list]) => ({ type, contacts: list }));
}

/** The contacts of one type, most important first. */
export function contactsOfType(
  contacts: readonly EmergencyContact[],
  type: EmergencyType,
): EmergencyContact[] {
  return contacts.filter((contact) => contact.type === type).sort((a, b) => a.rank - b.rank);
}
