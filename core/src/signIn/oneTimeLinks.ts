import type { ActionContext } from '../app/define';

/**
 * One-time links (the town's setup link, staff invitations): a random token of 256 bits of
 * which only the SHA-256 is stored, closed when used and after its lifetime. The token rides in
 * the link's fragment (`<origin><path>#<token>`), which browsers never send to a server: it
 * stays out of access logs and Referer headers.
 */
export interface OneTimeLink {
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string | undefined;
  revokedAt?: string | undefined;
}

type LinkDeps = Pick<ActionContext, 'ids' | 'hasher' | 'clock'>;

/** A new token and what to store of it: the digest and the link's times. */
export async function newOneTimeLink(
  deps: LinkDeps,
  lifetimeMs: number,
): Promise<{ token: string; link: OneTimeLink }> {
  const token = deps.ids.newSecret();
  const tokenHash = await deps.hasher.digest(token);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  return { token, link: { tokenHash, createdAt: now.toISOString(), expiresAt } };
}

/** Whether a stored link still works at `now`: not used, not withdrawn, not expired. */
export function isOpenLink(link: OneTimeLink | null | undefined, now: Date): boolean {
  return !!link && !link.usedAt && !link.revokedAt && link.expiresAt > now.toISOString();
}

export const oneTimeLinkOf = (origin: string, path: string, token: string) =>
  `${origin}${path}#${token}`;

/** The same words for every refused token: long enough to be one, no longer than any. */
export const tokenInputBounds = { min: 16, max: 200 } as const;
