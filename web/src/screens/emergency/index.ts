// What other screens areas may use from the emergency area: its call cards and helpline lists.
// The transport hub (also /emergency/transport) lists the transport helplines with them. They
// carry the emergency area's styles, so a screen that shows no call card imports none of this
// (the national numbers themselves are web/src/ui/nationalNumbers.ts).
export { CallCard } from './CallCard';
export { contactsOfType } from './contacts';
export { NationalCards } from './NationalCards';
export { townOnly } from './nationalNumbers';
