import type { Clock, Store } from '@town/core';

/**
 * Why an email entry is not sent here. The Firebase host has no mail sender: admins reset their
 * password with Firebase Auth, which sends its own mail (the web app calls it directly), and the
 * core's requestPasswordReset is not deployed. An email entry that still reaches the outbox (an
 * admin retrying an old entry, a store written by other tools) is closed at once, so nothing
 * waits on it forever.
 */
export const noMailOnFirebase =
  'Not sent: the Firebase host sends no email; use "Forgot password" on the sign-in screen (Firebase Auth mails the link)';

/** Marks pending email entries failed, with the reason admins see in the outbox. */
export async function closeEmailEntries(
  deps: { store: Store; clock: Clock },
  ids?: readonly string[],
): Promise<number> {
  const pendingIds =
    ids ??
    (
      await deps.store.query('outbox', {
        where: [
          ['channel', 'email'],
          ['status', 'pending'],
        ],
        limit: 500,
      })
    ).map((entry) => entry.id);
  let closed = 0;
  for (const id of pendingIds) {
    await deps.store.transaction(async (tx) => {
      const entry = await tx.get('outbox', id);
      if (entry?.channel !== 'email' || entry.status !== 'pending') return;
      const now = deps.clock.now().toISOString();
      tx.set('outbox', { ...entry, status: 'failed', failedAt: now, lastError: noMailOnFirebase });
      closed++;
    });
  }
  return closed;
}
