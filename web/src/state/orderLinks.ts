import { storageKeys } from '@town/core';
import { browserStorage } from './storage';

/** The key is fixed (no town prefix), so any slug gives the same key. */
const { orderLinks: key } = storageKeys('town');

/** An order's private link as this browser keeps it. */
export interface SavedOrderLink {
  code: string;
  secret: string;
  /** When the order was placed (ISO), to list the newest first. */
  placedAt: string;
  /** "Follow on Telegram": the bot's deep link for this order, when the town has a bot. */
  telegramFollow?: string;
}

/** Enough for months of a household's orders; the oldest go first. */
const keptLinks = 30;

const isSavedLink = (value: unknown): value is SavedOrderLink => {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.code === 'string' &&
    typeof link.secret === 'string' &&
    typeof link.placedAt === 'string'
  );
};

/** The links kept on this browser, newest first; anything unreadable is left out. */
export function savedOrderLinks(): SavedOrderLink[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedLink) : [];
  } catch {
    return [];
  }
}

export const savedOrderLink = (code: string): SavedOrderLink | undefined =>
  savedOrderLinks().find((link) => link.code === code);

/** Keeps a link (a newer secret for the same code replaces the older one). */
export function saveOrderLink(link: SavedOrderLink): void {
  const others = savedOrderLinks().filter((saved) => saved.code !== link.code);
  const links = [link, ...others]
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
    .slice(0, keptLinks);
  try {
    browserStorage().setItem(key, JSON.stringify(links));
  } catch {
    // Storage full or refused: the thank-you page still shows the link to keep by hand.
  }
}

/**
 * The page of one order. The secret rides in the fragment: browsers never send it to a server,
 * so it stays out of server and proxy logs and out of the Referer of links followed from the page.
 */
export const orderLinkPath = (link: Pick<SavedOrderLink, 'code' | 'secret'>) =>
  `/order/${encodeURIComponent(link.code)}#${link.secret}`;

export const orderLinkUrl = (link: Pick<SavedOrderLink, 'code' | 'secret'>) =>
  `${window.location.origin}${orderLinkPath(link)}`;
