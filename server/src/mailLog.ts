import type { Store } from '@town/core';

/**
 * The local host has no mail server: emails in the outbox (password reset links) are written to
 * the server log, where the operator finds them, and marked sent.
 */
export async function deliverEmailsToLog(
  store: Store,
  origin: string,
  log: (line: string) => void,
): Promise<void> {
  const pending = await store.query('outbox', {
    where: [
      ['channel', 'email'],
      ['status', 'pending'],
    ],
  });
  for (const entry of pending) {
    log(`email to ${entry.to}:\n${entry.text.replace(/(\/forgetPassword\?)/, `${origin}$1`)}`);
    await store.transaction(async (tx) => {
      const current = await tx.get('outbox', entry.id);
      if (current?.status !== 'pending') return;
      tx.set('outbox', {
        ...current,
        status: 'sent',
        attempts: current.attempts + 1,
        sentAt: new Date().toISOString(),
      });
    });
  }
}
