import type { BookingStatus, OrderStatus, PartStatus } from '@town/core';
import type { BookingStep } from '@town/core/vocabulary';

/**
 * The colours a pill (StatusPill) comes in, each a background and a text colour that meet
 * WCAG AA together (statusPill.css).
 */
export type PillTone = 'blue' | 'amber' | 'purple' | 'teal' | 'green' | 'slate' | 'red';

type Step = OrderStatus | PartStatus;

/**
 * An order's or a shop's part's step as the customer sees it: new and waiting blue, being made
 * ready amber, on its way purple, done green, called off red.
 */
export const publicStepTones: Record<Step, PillTone> = {
  placed: 'blue',
  accepted: 'amber',
  ready: 'amber',
  pickedUp: 'purple',
  outForDelivery: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

/** A booking's step as its holder sees it: waiting blue, taken up or done green, called off red. */
export const publicBookingTones: Record<BookingStatus, PillTone> = {
  requested: 'blue',
  waiting: 'blue',
  confirmed: 'green',
  sampleCollected: 'green',
  seen: 'green',
  reportReady: 'green',
  handled: 'green',
  cancelled: 'red',
  noShow: 'red',
};

/**
 * The same steps as staff see them, different on purpose: a new order is amber because someone
 * must act on it; accepted blue, packed purple, on its way teal, delivered green, and a cancelled
 * one slate (over, nothing to do) rather than the customer's red.
 */
export const staffStepTones: Record<Step, PillTone> = {
  placed: 'amber',
  accepted: 'blue',
  ready: 'purple',
  pickedUp: 'teal',
  outForDelivery: 'teal',
  delivered: 'green',
  cancelled: 'slate',
};

/** A booking's step on the staff's list, in the staff's order colours by what the step means. */
export const staffBookingTones: Record<BookingStep, PillTone> = {
  requested: 'amber',
  confirmed: 'blue',
  sampleCollected: 'purple',
  seen: 'green',
  reportReady: 'green',
  cancelled: 'slate',
  noShow: 'slate',
};
