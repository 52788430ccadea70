import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import type { StaffSubject } from '../app/principal';
import { everyone } from '../app/principal';
import { queueAlert } from '../botMessages/alerts';
import { linkIdOf } from '../botMessages/entries';
import { emailSchema, newPasswordSchema } from '../model/common';
import type { OutboxEntry } from '../model/outbox';
import { passwordResetText } from '../notifications/texts';
import { findCredential } from './auth';

const hourMs = 60 * 60 * 1000;
/** A link works for an hour after it was asked for. */
const resetValidityMs = hourMs;
/**
 * Reset emails one admin address gets in an hour: enough to ask again after a lost mail, too
 * few to flood an inbox. Further requests answer the same and send nothing.
 */
export const resetEmailsPerHour = 3;

/**
 * Where the link goes in the stored email text. The link carries a one-time token, made when the
 * email is sent and never stored: the outbox (which every admin can read) shows this instead.
 */
export const resetLinkSlot = '[reset link, made when the email is sent]';

const resetEvent = 'passwordResetRequested';
const resetRefPrefix = 'passwordResets/';

/**
 * Starts a password reset. The answer is the same whether or not the email belongs to an admin,
 * and whether or not the hourly limit was reached, so the form cannot be used to find admin
 * addresses. The email goes out through the outbox; its link is made when it is sent.
 */
export const requestPasswordReset = defineAction({
  name: 'requestPasswordReset',
  summary: 'Email a password reset link to an admin',
  audience: everyone,
  clientLimit: 'signIn',
  input: z.strictObject({ email: emailSchema }),
  async run(ctx, { email }) {
    const credential = await findCredential(ctx, 'admin', email);
    if (credential && !credential.disabled) {
      const now = ctx.clock.now().getTime();
      await ctx.store.transaction(async (tx) => {
        const earlier = await tx.query('passwordResets', {
          where: [['credentialId', credential.id]],
        });
        const askedAt = (reset: (typeof earlier)[number]) =>
          reset.createdAt
            ? Date.parse(reset.createdAt)
            : Date.parse(reset.expiresAt) - resetValidityMs;
        if (earlier.filter((reset) => now - askedAt(reset) < hourMs).length >= resetEmailsPerHour) {
          return;
        }
        const id = ctx.ids.newId();
        tx.set('passwordResets', {
          id,
          credentialId: credential.id,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + resetValidityMs).toISOString(),
          used: false,
        });
        queueAlert(ctx, tx, {
          channel: 'email',
          to: email,
          event: resetEvent,
          ref: `${resetRefPrefix}${id}`,
          text: passwordResetText(ctx.town, resetLinkSlot),
        });
      });
    }
    return { sent: true as const };
  },
});

type MailDeps = Pick<ActionContext, 'store' | 'clock' | 'ids' | 'hasher'>;

/**
 * The text to send for an outbox email, at send time: for a reset email, a new one-time token
 * whose hash is stored on the reset and whose link replaces `resetLinkSlot`. Null when the reset
 * was used, closed or has expired: nothing is worth sending. Sending again makes a new token;
 * only the newest link works.
 */
export async function emailTextToSend(
  deps: MailDeps,
  entry: OutboxEntry,
  origin: string,
): Promise<string | null> {
  if (entry.event !== resetEvent || !entry.ref.startsWith(resetRefPrefix)) return entry.text;
  const resetId = entry.ref.slice(resetRefPrefix.length);
  const token = deps.ids.newSecret();
  const tokenHash = await deps.hasher.digest(token);
  const issued = await deps.store.transaction(async (tx) => {
    const reset = await tx.get('passwordResets', resetId);
    if (!reset || reset.used || reset.expiresAt < deps.clock.now().toISOString()) return false;
    tx.set('passwordResets', { ...reset, tokenHash });
    return true;
  });
  if (!issued) return null;
  const link = `${origin}/forgetPassword?token=${encodeURIComponent(token)}`;
  return entry.text.split(resetLinkSlot).join(link);
}

const invalidLink = () =>
  new DomainError(
    'failed-precondition',
    'This reset link has expired or was used. Ask for a new one.',
  );

/**
 * Completes a reset: a token works once, within the hour. Using it closes every other reset
 * link of the account and signs the account out everywhere (a stolen session ends with the
 * password it was made with).
 */
export const resetPassword = defineAction({
  name: 'resetPassword',
  summary: 'Set a new password with the token from a reset link',
  audience: everyone,
  clientLimit: 'signIn',
  input: z.strictObject({
    token: z
      .string()
      .min(16, 'The reset link is not valid')
      .max(200, 'The reset link is not valid'),
    password: newPasswordSchema,
  }),
  async run(ctx, { token, password }) {
    const tokenHash = await ctx.hasher.digest(token);
    const passwordHash = await ctx.hasher.hash(password);
    const now = ctx.clock.now().toISOString();
    const account = await ctx.store.transaction(async (tx): Promise<StaffSubject> => {
      const [reset] = await tx.query('passwordResets', {
        where: [['tokenHash', tokenHash]],
        limit: 1,
      });
      if (!reset || reset.used || reset.expiresAt < now) throw invalidLink();
      const credential = await tx.get('credentials', reset.credentialId);
      if (!credential) throw new DomainError('not-found', 'The account no longer exists.');
      const open = await tx.query('passwordResets', {
        where: [
          ['credentialId', credential.id],
          ['used', false],
        ],
      });
      tx.set('credentials', { ...credential, passwordHash });
      // Whoever knew the old password may have linked a Telegram account with it.
      tx.delete('telegramLinks', linkIdOf(credential.role, credential.subjectId));
      for (const other of [reset, ...open.filter((r) => r.id !== reset.id)]) {
        tx.set('passwordResets', { ...other, used: true });
      }
      return { role: credential.role, id: credential.subjectId };
    });
    return { reset: true as const, signedOut: account };
  },
  endsSessionsOf: ({ signedOut }) => [signedOut],
});
