import { z } from 'zod';
import { defineRead, type ReadContext } from '../app/define';
import { admins } from '../app/principal';
import type { TelegramChannel } from '../model/outbox';
import type { Credential } from '../model/people';
import { currentTelegramSetup } from '../telegram/chats';
import { backupHealth } from './backups';

/** What a town needs before it opens, in the order the dashboard lists them. */
export const goingLiveCheckIds = [
  'town',
  'shop',
  'courier',
  'vendor',
  'telegram',
  'demoLogins',
  'backup',
  'https',
] as const;
export type GoingLiveCheckId = (typeof goingLiveCheckIds)[number];

/**
 * One thing to do before opening. `detail` is a word for what is still missing (a settings
 * field, a Telegram part, the backups' health, how many demo logins still work), never a value.
 */
export interface GoingLiveCheck {
  id: GoingLiveCheckId;
  done: boolean;
  detail?: string;
}

/** The chats the town's work runs through: new orders to admins, offers to couriers. */
export const goingLiveChats = ['adminGroup', 'deliveryChat'] as const satisfies TelegramChannel[];

type Check = (ctx: ReadContext) => Promise<Omit<GoingLiveCheck, 'id'>>;

const missing = (detail: string | undefined) =>
  detail === undefined ? { done: true } : { done: false, detail };

/** A town cannot open without a name and a help-desk phone for customers to call. */
const townSettings: Check = async ({ town }) =>
  missing(!town.name ? 'name' : !town.contact.phone ? 'phone' : undefined);

/** An open shop with a product a customer can order. */
const shopWithProduct: Check = async ({ store }) => {
  const shops = await store.query('shops', { where: [['active', true]] });
  for (const shop of shops) {
    const products = await store.query('products', { where: [['shopId', shop.id]], limit: 1 });
    if (products.length > 0) return { done: true };
  }
  return { done: false, detail: shops.length === 0 ? 'shop' : 'product' };
};

/**
 * Active profiles of a role that can sign in: a login that is not disabled and whose holder has
 * set a password (an invitation not yet taken up does not count).
 */
async function activeStaff(ctx: ReadContext, role: 'vendor' | 'delivery'): Promise<number> {
  const [profiles, logins] = await Promise.all([
    ctx.store.query(role === 'vendor' ? 'vendors' : 'delivery', { where: [['active', true]] }),
    ctx.store.query('credentials', { where: [['role', role]] }),
  ]);
  const enabled = new Set(
    logins.filter((login) => !login.disabled && !login.invited).map((l) => l.subjectId),
  );
  return profiles.filter((profile) => enabled.has(profile.id)).length;
}

const courier: Check = async (ctx) => ({ done: (await activeStaff(ctx, 'delivery')) > 0 });
const vendor: Check = async (ctx) => ({ done: (await activeStaff(ctx, 'vendor')) > 0 });

const telegram: Check = async (ctx) => {
  const telegram = await currentTelegramSetup(ctx.store, ctx.telegram);
  if (!telegram?.botToken) return { done: false, detail: 'botToken' };
  return missing(goingLiveChats.find((chat) => !telegram.chats[chat]));
};

/**
 * A login still opens with a password printed in a README while its hash is the one the demo
 * loader wrote: every way of setting a password stores a new salted hash, so comparing the two
 * costs no password check.
 */
export const isPublishedLogin = (credential: Credential) =>
  !credential.disabled &&
  credential.publishedPasswordHash !== undefined &&
  credential.publishedPasswordHash === credential.passwordHash;

const demoLogins: Check = async ({ store }) => {
  const logins = await store.query('credentials', {});
  const published = logins.filter(isPublishedLogin).length;
  return published === 0 ? { done: true } : { done: false, detail: String(published) };
};

/** A good backup exists (on Firebase: Google holds a READY backup of the database). */
const backup: Check = async ({ backups, clock }) => {
  const facts = backups ? await backups() : null;
  if (facts?.lastGood) return { done: true };
  return { done: false, detail: backupHealth(facts, clock.now()) };
};

const https: Check = async ({ servedOverHttps }) => ({ done: servedOverHttps === true });

const checks: Record<GoingLiveCheckId, Check> = {
  town: townSettings,
  shop: shopWithProduct,
  courier,
  vendor,
  telegram,
  demoLogins,
  backup,
  https,
};

export const goingLive = defineRead({
  name: 'goingLive',
  summary: 'What the town still needs before it opens: settings, a shop, staff, Telegram, backups',
  audience: admins,
  input: z.strictObject({}),
  run: (ctx) =>
    Promise.all(
      goingLiveCheckIds.map(
        async (id): Promise<GoingLiveCheck> => ({ id, ...(await checks[id](ctx)) }),
      ),
    ),
});
