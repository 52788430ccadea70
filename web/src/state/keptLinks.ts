import { browserStorage } from './storage';

/** What every kept link has: the code, the secret of its private link, and when it was made. */
export interface KeptLink {
  code: string;
  secret: string;
  /** When it was placed or booked (ISO), to list the newest first. */
  placedAt: string;
}

/** Enough for months of a household's orders and bookings; the oldest go first. */
const keptLinks = 30;

export interface KeptLinks<Link extends KeptLink> {
  /** The links kept on this browser, newest first; anything unreadable is left out. */
  all(): Link[];
  find(code: string): Link | undefined;
  /** Keeps a link, replacing an older entry of the same code (a newer secret wins). */
  save(link: Link): void;
}

/**
 * Private links this browser keeps under one storage key, as a JSON list. The key and the
 * stored shape are what phones already hold: changing either would lose their saved links.
 */
export function keptLinksStore<Link extends KeptLink>(
  key: string,
  isLink: (value: unknown) => value is Link,
): KeptLinks<Link> {
  const all = (): Link[] => {
    try {
      const parsed: unknown = JSON.parse(browserStorage().getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isLink) : [];
    } catch {
      return [];
    }
  };
  return {
    all,
    find: (code) => all().find((link) => link.code === code),
    save(link) {
      const others = all().filter((saved) => saved.code !== link.code);
      const links = [link, ...others]
        .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
        .slice(0, keptLinks);
      try {
        browserStorage().setItem(key, JSON.stringify(links));
      } catch {
        // Storage full or refused: the page that made the link still shows it to keep by hand.
      }
    },
  };
}

/** Whether a stored value has the fields every kept link needs. */
export function isKeptLink(value: unknown): value is KeptLink & Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.code === 'string' &&
    typeof link.secret === 'string' &&
    typeof link.placedAt === 'string'
  );
}

/**
 * The page of one kept link. The secret rides in the fragment: browsers never send it to a
 * server, so it stays out of server and proxy logs and out of the Referer of links followed
 * from the page.
 */
export const keptLinkPath = (base: string, link: Pick<KeptLink, 'code' | 'secret'>) =>
  `${base}/${encodeURIComponent(link.code)}#${link.secret}`;
