import type { ActionContext } from '../app/define';
import type { StaffSubject } from '../app/principal';
import { linkIdOf } from '../botMessages/entries';
import type { TelegramLink } from '../model/telegramBot';
import type { Transaction } from '../ports';
import { type BotRequest, displayNameOf } from './updates';

export const startWithoutCodeText = [
  'Hello! This bot works for the town app staff.',
  'To connect your account, sign in to the app and press Connect Telegram.',
].join('\n');

export const disconnectText = (wasLinked: boolean) =>
  wasLinked
    ? 'Disconnected. This Telegram account no longer acts for your staff account.'
    : 'This Telegram account is not connected to any staff account.';

const roleNames: Record<TelegramLink['role'], string> = {
  vendor: 'shop',
  delivery: 'delivery',
  admin: 'admin',
};

async function profileName(tx: Transaction, subject: StaffSubject): Promise<string | null> {
  if (subject.role === 'vendor') return (await tx.get('vendors', subject.id))?.name ?? null;
  if (subject.role === 'delivery') return (await tx.get('delivery', subject.id))?.name ?? null;
  return (await tx.get('admins', subject.id))?.name ?? null;
}

/**
 * `/start <code>` from a deep link: binds the sender's Telegram user to the account that made
 * the code, if the code is known, unexpired and unused. The code is spent either way once it
 * has expired. A Telegram user acts for one account at most: a link to another is replaced.
 */
export async function completeLink(
  ctx: Pick<ActionContext, 'hasher' | 'clock'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'start' }>,
): Promise<string> {
  const code = request.code ?? '';
  const hash = await ctx.hasher.digest(code);
  const stored = /^[A-Za-z0-9_-]{16,64}$/.test(code)
    ? await tx.get('telegramLinkCodes', hash)
    : null;
  const now = ctx.clock.now();
  if (!stored || Date.parse(stored.expiresAt) <= now.getTime()) {
    if (stored) tx.delete('telegramLinkCodes', stored.id);
    return 'This link has expired or was already used. In the app, press Connect Telegram again.';
  }
  const subject = { role: stored.role, id: stored.subjectId };
  const name = await profileName(tx, subject);
  const telegramUserId = String(request.user.id);
  const previous = await tx.query('telegramLinks', {
    where: [['telegramUserId', telegramUserId]],
  });
  tx.delete('telegramLinkCodes', stored.id);
  if (!name) return 'This account no longer exists.';
  const id = linkIdOf(subject.role, subject.id);
  for (const link of previous) if (link.id !== id) tx.delete('telegramLinks', link.id);
  tx.set('telegramLinks', {
    id,
    role: subject.role,
    subjectId: subject.id,
    telegramUserId,
    telegramName: displayNameOf(request.user),
    linkedAt: now.toISOString(),
  });
  return [
    `Connected: you act here as ${name} (${roleNames[subject.role]}).`,
    'Send /stop to disconnect, or disconnect in the app.',
  ].join('\n');
}
