import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, denied, invalid } from '../app/errors';
import type { Audience, Principal } from '../app/principal';
import { browserSubscriptionSchema, isPushEndpointAllowed } from '../model/pushSubscriptions';
import { languageSchema } from '../model/town';
import type { Transaction } from '../ports';
import { staffPushRef } from '../push/staffFollowers';

/** Who keeps a board that new orders and offers reach: vendors and couriers. */
const boardStaff: Audience = ['vendor', 'delivery'];

/** Browsers one staff account may have told at once: a phone and a counter tablet or two. */
export const maxBoardDevicesPerAccount = 5;

/** The account a board's browser is tied to, and the board a tap opens; refused once disabled. */
async function boardOf(tx: Transaction, principal: Principal) {
  if (principal.role === 'vendor') {
    const vendor = await tx.get('vendors', principal.vendorId);
    if (!vendor?.active) throw denied('This account is disabled');
    return { ref: staffPushRef('vendor', vendor.id), url: `/vendor/${vendor.category}` };
  }
  if (principal.role === 'delivery') {
    const courier = await tx.get('delivery', principal.deliveryId);
    if (!courier?.active) throw denied('This account is disabled');
    return { ref: staffPushRef('delivery', courier.id), url: '/delivery' };
  }
  throw denied('Only vendors and couriers keep a board');
}

/** One browser, one subscription per account: the same browser subscribing again replaces it. */
async function subscriptionId(ctx: ActionContext, ref: string, endpoint: string) {
  return (await ctx.hasher.digest(`${ref} ${endpoint}`)).slice(0, 40);
}

/**
 * "Tell this device of new orders": a vendor's browser hears of each new order for the shop, a
 * courier's of each order ready to take, in `language`, even with the board closed.
 */
export const followBoardByPush = defineAction({
  name: 'followBoardByPush',
  summary: 'Be told on this device of new orders for your board',
  audience: boardStaff,
  clientLimit: 'staff',
  input: z.strictObject({ subscription: browserSubscriptionSchema, language: languageSchema }),
  async run(ctx, input) {
    if (!ctx.webPush) {
      throw new DomainError('failed-precondition', 'This town sends no notifications');
    }
    const { endpoint, keys } = input.subscription;
    if (!isPushEndpointAllowed(endpoint, ctx.webPush.extraEndpointOrigins)) {
      throw invalid('This browser’s push service is not one the town sends to', [
        { path: 'subscription.endpoint', message: 'Must be a known push service (https)' },
      ]);
    }
    await ctx.store.transaction(async (tx) => {
      const { ref, url } = await boardOf(tx, ctx.principal);
      const id = await subscriptionId(ctx, ref, endpoint);
      const kept = await tx.query('pushSubscriptions', { where: [['ref', ref]] });
      if (kept.filter((each) => each.id !== id).length >= maxBoardDevicesPerAccount) {
        throw new DomainError(
          'resource-exhausted',
          `At most ${maxBoardDevicesPerAccount} devices can be told of one board`,
        );
      }
      const createdAt = ctx.clock.now().toISOString();
      tx.set('pushSubscriptions', {
        id,
        ref,
        endpoint,
        keys,
        language: input.language,
        url,
        createdAt,
      });
    });
    return { following: true };
  },
});

/** "Stop": this browser is told no more of the board's new orders. */
export const stopBoardPush = defineAction({
  name: 'stopBoardPush',
  summary: 'Stop being told on this device of new orders for your board',
  audience: boardStaff,
  clientLimit: 'staff',
  input: z.strictObject({ endpoint: z.string().max(1000) }),
  async run(ctx, input) {
    await ctx.store.transaction(async (tx) => {
      const principal = ctx.principal;
      const ref =
        principal.role === 'vendor'
          ? staffPushRef('vendor', principal.vendorId)
          : principal.role === 'delivery'
            ? staffPushRef('delivery', principal.deliveryId)
            : null;
      if (!ref) throw denied('Only vendors and couriers keep a board');
      const id = await subscriptionId(ctx, ref, input.endpoint);
      if (await tx.get('pushSubscriptions', id)) tx.delete('pushSubscriptions', id);
    });
    return { following: false };
  },
});
