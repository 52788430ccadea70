import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import type { Audience } from '../app/principal';
import { idSchema } from '../model/common';

const admins: Audience = ['admin'];

/**
 * An admin's retry of an alert that failed (or waited for configuration): it goes back to the
 * queue with a fresh 24-hour window. The sender picks it up like any new entry.
 */
export const retryAlert = defineAction({
  name: 'retryAlert',
  summary: 'Send a failed alert again (admins)',
  audience: admins,
  input: z.strictObject({ id: idSchema }),
  async run(ctx, { id }) {
    const now = ctx.clock.now().toISOString();
    return ctx.store.transaction(async (tx) => {
      const entry = await tx.get('outbox', id);
      if (!entry) throw new DomainError('not-found', `No alert with id ${id}`);
      if (entry.status !== 'failed' && entry.status !== 'notConfigured') {
        throw new DomainError(
          'failed-precondition',
          `Only a failed or not configured alert can be retried; this one is ${entry.status}`,
        );
      }
      const { failedAt: _failed, nextAttemptAt: _next, lease: _lease, ...rest } = entry;
      tx.set('outbox', { ...rest, status: 'pending', retriedAt: now });
      return { id, status: 'pending' as const, retriedAt: now };
    });
  },
});
