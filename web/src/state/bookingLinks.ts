import { storageKeys } from '@town/core';
import { browserStorage } from './storage';

const { bookingLinks: key } = storageKeys('town');

export type SavedBookingKind = 'appointment' | 'labTest' | 'assistance';

/** A booking's private link as this browser keeps it, with what My orders and bookings shows. */
export interface SavedBookingLink {
  kind: SavedBookingKind;
  code: string;
  secret: string;
  /** When it was booked (ISO), to list the newest first. */
  placedAt: string;
  /** Who or what: the doctor's name, the tests, the help asked for. */
  title: string;
  /** The day booked (YYYY-MM-DD) and the time of an appointment ("HH:MM"), when there is one. */
  date?: string;
  slot?: string;
  /** Last seen on its page: cancelled bookings are listed as such. */
  cancelled?: boolean;
}

const keptLinks = 30;
const kinds: readonly string[] = ['appointment', 'labTest', 'assistance'];

const isSaved = (value: unknown): value is SavedBookingLink => {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    kinds.includes(link.kind as string) &&
    typeof link.code === 'string' &&
    typeof link.secret === 'string' &&
    typeof link.placedAt === 'string' &&
    typeof link.title === 'string'
  );
};

/** The booking links kept on this browser, newest first; anything unreadable is left out. */
export function savedBookingLinks(): SavedBookingLink[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

export const savedBookingLink = (code: string): SavedBookingLink | undefined =>
  savedBookingLinks().find((link) => link.code === code);

/** Keeps a link, replacing an older entry of the same code. */
export function saveBookingLink(link: SavedBookingLink): void {
  const others = savedBookingLinks().filter((saved) => saved.code !== link.code);
  const links = [link, ...others]
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
    .slice(0, keptLinks);
  try {
    browserStorage().setItem(key, JSON.stringify(links));
  } catch {
    // Storage full or refused: the confirmation page still shows the link to keep by hand.
  }
}

/** The page of one booking; the secret rides in the fragment, as for orders. */
export const bookingLinkPath = (link: Pick<SavedBookingLink, 'code' | 'secret'>) =>
  `/booking/${encodeURIComponent(link.code)}#${link.secret}`;

export const bookingLinkUrl = (link: Pick<SavedBookingLink, 'code' | 'secret'>) =>
  `${window.location.origin}${bookingLinkPath(link)}`;
