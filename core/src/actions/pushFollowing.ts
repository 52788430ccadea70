import { z } from 'zod';
import { type ActionContext, defineAction, defineRead } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import { everyone } from '../app/principal';
import { privateLinkInput } from '../model/orders';
import {
  browserSubscriptionSchema,
  isPushEndpointAllowed,
  type PushSubscriptionRecord,
} from '../model/pushSubscriptions';
import { languageSchema } from '../model/town';
import type { Transaction } from '../ports';
import { bookingForLink, bookingKinds } from './bookingLinks';
import { orderForLink } from './orderLinks';

/** Browsers one order or booking may tell at once: a family's few phones, not a flood. */
export const maxPushSubscriptionsPerItem = 5;

/** What a private link opens: an order (`/order/<code>`) or a booking (`/booking/<code>`). */
const followByPushInput = privateLinkInput.extend({
  of: z.enum(['order', 'booking']),
  subscription: browserSubscriptionSchema,
  language: languageSchema,
});

const stopPushInput = privateLinkInput.extend({
  of: z.enum(['order', 'booking']),
  endpoint: z.string().max(1000),
});

function webPushOf(ctx: ActionContext) {
  if (!ctx.webPush)
    throw new DomainError('failed-precondition', 'This town sends no notifications');
  return ctx.webPush;
}

/** The order or booking a private link opens, as its stand-in entries name it ("orders/<id>"). */
async function followedRef(
  ctx: ActionContext,
  tx: Transaction,
  input: { of: 'order' | 'booking'; code: string; secret: string },
): Promise<string> {
  const secretHash = await ctx.hasher.digest(input.secret);
  if (input.of === 'order') return `orders/${(await orderForLink(tx, input.code, secretHash)).id}`;
  const booking = await bookingForLink(tx, input.code, secretHash);
  if (booking.kind === 'assistance') {
    throw invalid('A medical help request has no steps to follow; the help desk calls you.');
  }
  return `${bookingKinds[booking.kind]}/${booking.record.id}`;
}

/** One browser, one subscription per order or booking: its id is made from both. */
async function subscriptionId(ctx: ActionContext, ref: string, endpoint: string) {
  return (await ctx.hasher.digest(`${ref} ${endpoint}`)).slice(0, 40);
}

/**
 * "Tell me when it moves": this browser hears of each move of the order or booking whose private
 * link it holds, in `language`. Tied to the link's order or booking, never to a phone.
 */
export const followByPush = defineAction({
  name: 'followByPush',
  summary: 'Be told on this phone when your order or booking moves',
  audience: everyone,
  clientLimit: 'lookup',
  input: followByPushInput,
  async run(ctx, input) {
    const push = webPushOf(ctx);
    const { endpoint, keys } = input.subscription;
    if (!isPushEndpointAllowed(endpoint, push.extraEndpointOrigins)) {
      throw invalid('This browser’s push service is not one the town sends to', [
        { path: 'subscription.endpoint', message: 'Must be a known push service (https)' },
      ]);
    }
    await ctx.store.transaction(async (tx) => {
      const ref = await followedRef(ctx, tx, input);
      const id = await subscriptionId(ctx, ref, endpoint);
      const kept = await tx.query('pushSubscriptions', { where: [['ref', ref]] });
      const others = kept.filter((each) => each.id !== id);
      if (others.length >= maxPushSubscriptionsPerItem) {
        throw new DomainError(
          'resource-exhausted',
          `At most ${maxPushSubscriptionsPerItem} phones can be told of one ${input.of}`,
        );
      }
      const record: PushSubscriptionRecord = {
        id,
        ref,
        endpoint,
        keys,
        language: input.language,
        url: `/${input.of}/${input.code}`,
        createdAt: ctx.clock.now().toISOString(),
      };
      tx.set('pushSubscriptions', record);
    });
    return { following: true };
  },
});

/** "Stop": this browser is told no more of that order or booking. */
export const stopPush = defineAction({
  name: 'stopPush',
  summary: 'Stop being told on this phone when your order or booking moves',
  audience: everyone,
  clientLimit: 'lookup',
  input: stopPushInput,
  async run(ctx, input) {
    await ctx.store.transaction(async (tx) => {
      const ref = await followedRef(ctx, tx, input);
      const id = await subscriptionId(ctx, ref, input.endpoint);
      if (await tx.get('pushSubscriptions', id)) tx.delete('pushSubscriptions', id);
    });
    return { following: false };
  },
});

/** The town's VAPID public key, which a browser needs to subscribe; null: no push here. */
export const pushPublicKey = defineRead({
  name: 'pushPublicKey',
  summary: "The town's key for push notifications",
  audience: everyone,
  input: z.strictObject({}),
  async run(ctx) {
    return { publicKey: ctx.webPush ? await ctx.webPush.publicKey() : null };
  },
});
