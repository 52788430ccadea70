import { storageKeys } from '@town/core';
import { isKeptLink, type KeptLink, keptLinkPath, keptLinksStore } from './keptLinks';

export type SavedBookingKind = 'appointment' | 'labTest' | 'assistance';

/** A booking's private link as this browser keeps it, with what My orders and bookings shows. */
export interface SavedBookingLink extends KeptLink {
  kind: SavedBookingKind;
  /** Who or what: the doctor's name, the tests, the help asked for. */
  title: string;
  /** The title in Bengali (the tests' Bengali names), shown when the page is in Bengali. */
  titleBn?: string;
  /** The day booked (YYYY-MM-DD) and its time ("HH:MM": a slot, a collection time), if any. */
  date?: string;
  slot?: string;
  /** Last seen on its page: cancelled bookings are listed as such. */
  cancelled?: boolean;
}

const kinds: readonly string[] = ['appointment', 'labTest', 'assistance'];

const isSavedBooking = (value: unknown): value is SavedBookingLink =>
  isKeptLink(value) && kinds.includes(value.kind as string) && typeof value.title === 'string';

const bookings = keptLinksStore<SavedBookingLink>(storageKeys('town').bookingLinks, isSavedBooking);

export const savedBookingLinks = bookings.all;
export const savedBookingLink = bookings.find;
export const saveBookingLink = bookings.save;

/** The page of one booking; the secret rides in the fragment, as for orders. */
export const bookingLinkPath = (link: Pick<SavedBookingLink, 'code' | 'secret'>) =>
  keptLinkPath('/booking', link);

export const bookingLinkUrl = (link: Pick<SavedBookingLink, 'code' | 'secret'>) =>
  `${window.location.origin}${bookingLinkPath(link)}`;
