import { type ActionContext, emailTextToSend } from '@town/core';

type MailDeps = Pick<ActionContext, 'store' | 'clock' | 'ids' | 'hasher'>;

/**
 * The local host has no mail server: emails in the outbox (password reset links) are written to
 * the server log, where the operator finds them, and marked sent. A reset link's token is made
 * here, at send time: the stored entry never holds it, only the log line does.
 */
export async function deliverEmailsToLog(
  deps: MailDeps,
  origin: string,
  log: (line: string) => void,
): Promise<void> {
  const pending = await deps.store.query('outbox', {
    where: [
      ['channel', 'email'],
      ['status', 'pending'],
    ],
  });
  for (const entry of pending) {
    const text = await emailTextToSend(deps, entry, origin);
    if (text !== null) log(`email to ${entry.to}:\n${text}`);
    await deps.store.transaction(async (tx) => {
      const current = await tx.get('outbox', entry.id);
      if (current?.status !== 'pending') return;
      const now = deps.clock.now().toISOString();
      tx.set(
        'outbox',
        text === null
          ? {
              ...current,
              status: 'failed',
              failedAt: now,
              lastError: 'Not sent: the reset link was already used or has expired',
            }
          : { ...current, status: 'sent', attempts: current.attempts + 1, sentAt: now },
      );
    });
  }
}
