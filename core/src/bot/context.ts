import type { ActionContext } from '../app/define';
import { denied } from '../app/errors';
import type { StaffPrincipal } from '../app/principal';
import type { TelegramChannel } from '../model/outbox';
import type { TelegramLink } from '../model/telegramBot';
import type { Store, Transaction } from '../ports';

/** What the bot needs: the actions' context without a caller, and the configured chats. */
export interface BotContext extends Omit<ActionContext, 'principal' | 'client'> {
  chatIds: Partial<Record<TelegramChannel, string>>;
  /**
   * The host's own word on an account, where its identity service keeps some of it (Firebase
   * Auth: a disabled admin, or one whose password was reset after the link was made).
   */
  accountStanding?: (link: TelegramLink) => Promise<boolean>;
}

/** A linked account, checked as sign-in and sessions check it, as the principal it acts as. */
export async function principalOfTelegramUser(
  ctx: BotContext,
  tx: Transaction,
  telegramUserId: number,
): Promise<{ link: TelegramLink; principal: StaffPrincipal; name: string }> {
  const [link] = await tx.query('telegramLinks', {
    where: [['telegramUserId', String(telegramUserId)]],
    limit: 1,
  });
  if (!link) {
    throw denied('Only linked staff can do this. In the app, press Connect Telegram first.');
  }
  const off = () => denied('Your account is disabled; ask an admin.');
  let principal: StaffPrincipal;
  let name: string;
  if (link.role === 'vendor') {
    const vendor = await tx.get('vendors', link.subjectId);
    if (!vendor?.active) throw off();
    principal = { role: 'vendor', vendorId: vendor.id, shopId: vendor.shopId };
    name = vendor.name;
  } else if (link.role === 'delivery') {
    const person = await tx.get('delivery', link.subjectId);
    if (!person?.active) throw off();
    principal = { role: 'delivery', deliveryId: person.id };
    name = person.name;
  } else {
    const admin = await tx.get('admins', link.subjectId);
    if (!admin) throw off();
    principal = { role: 'admin', adminId: admin.id };
    name = admin.name;
  }
  const [credential] = await tx.query('credentials', {
    where: [
      ['role', link.role],
      ['subjectId', link.subjectId],
    ],
    limit: 1,
  });
  if (credential?.disabled) throw off();
  if (ctx.accountStanding && !(await ctx.accountStanding(link))) throw off();
  return { link, principal, name };
}

/** The store as one transaction: a core action run inside the update's own transaction. */
export function storeWithin(tx: Transaction): Store {
  return {
    get: (collection, id) => tx.get(collection, id),
    query: (collection, query) => tx.query(collection, query),
    transaction: (work) => work(tx),
  };
}
