import type { ActionContext } from '../app/define';
import type { StaffSubject } from '../app/principal';
import { setChatLanguage } from '../botMessages/chatLanguages';
import { linkIdOf } from '../botMessages/entries';
import { type InEach, inEach } from '../notifications/language';
import type { Transaction } from '../ports';
import { type BotRequest, displayNameOf } from './updates';
import { botWords } from './words';

export const startWithoutCodeText: InEach<string> = inEach(
  (language) => botWords[language].startWithoutCode,
);

export const disconnectText = (wasLinked: boolean): InEach<string> =>
  inEach((language) => botWords[language].disconnected(wasLinked));

async function profileName(tx: Transaction, subject: StaffSubject): Promise<string | null> {
  if (subject.role === 'vendor') return (await tx.get('vendors', subject.id))?.name ?? null;
  if (subject.role === 'delivery') return (await tx.get('delivery', subject.id))?.name ?? null;
  return (await tx.get('admins', subject.id))?.name ?? null;
}

/**
 * `/start <code>` from a deep link: binds the sender's Telegram user to the account that made
 * the code, if the code is known, unexpired and unused. The code is spent either way once it
 * has expired. A Telegram user acts for one account at most: a link to another is replaced.
 * The bot speaks the language the board that made the link was in, in that private chat.
 */
export async function completeLink(
  ctx: Pick<ActionContext, 'hasher' | 'clock'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'start' }>,
): Promise<InEach<string>> {
  const code = request.code ?? '';
  const hash = await ctx.hasher.digest(code);
  const stored = /^[A-Za-z0-9_-]{16,64}$/.test(code)
    ? await tx.get('telegramLinkCodes', hash)
    : null;
  const now = ctx.clock.now();
  if (!stored || Date.parse(stored.expiresAt) <= now.getTime()) {
    if (stored) tx.delete('telegramLinkCodes', stored.id);
    return inEach((language) => botWords[language].linkExpired);
  }
  const subject = { role: stored.role, id: stored.subjectId };
  const name = await profileName(tx, subject);
  const telegramUserId = String(request.user.id);
  const previous = await tx.query('telegramLinks', {
    where: [['telegramUserId', telegramUserId]],
  });
  tx.delete('telegramLinkCodes', stored.id);
  if (!name) return inEach((language) => botWords[language].accountGone);
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
  // The private chat's id is the user's own.
  if (stored.language) setChatLanguage(ctx, tx, telegramUserId, stored.language, 'link');
  return inEach((language) => botWords[language].connected(name, subject.role));
}
