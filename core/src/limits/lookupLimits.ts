import type { ActionContext } from '../app/define';
import { minutesText } from '../refusals';
import { checkCounters, clientKey, counterId, type RequestCounter } from './requestCounters';

/**
 * Lookups by phone, counted in the store so that every instance of a host shares them (Cloud
 * Functions run many). Per phone from one client: a neighbour cannot watch one number all day,
 * and cannot lock the owner out either (the owner's own phone counts apart). Per phone from
 * everyone: many addresses together cannot watch it either. Per client: one address cannot
 * sweep the town's numbers. Generous enough for a family sharing one connection.
 */
export const lookupLimits = {
  perPhoneFromOneClient: 10,
  perPhone: 60,
  perClient: 30,
  windowMs: 60 * 60 * 1000,
} as const;

/** Charges one lookup to the phone and to the caller's address, or refuses with the wait. */
export async function chargeLookup(ctx: ActionContext, phone: string): Promise<void> {
  const { windowMs } = lookupLimits;
  const client = await clientKey(ctx);
  const tooMany = (minutes: number) =>
    `Too many lookups for this phone number. Try again in ${minutesText(minutes)}.`;
  const counters: RequestCounter[] = [
    { id: counterId('phone', phone), max: lookupLimits.perPhone, windowMs, refusal: tooMany },
  ];
  if (client) {
    counters.push({
      id: counterId('phoneClient', `${phone}_${client}`),
      max: lookupLimits.perPhoneFromOneClient,
      windowMs,
      refusal: tooMany,
    });
    counters.push({
      id: counterId('client', client),
      max: lookupLimits.perClient,
      windowMs,
      refusal: (minutes) =>
        `Too many lookups from this connection. Try again in ${minutesText(minutes)}.`,
    });
  }
  await ctx.store.transaction(async (tx) => {
    const count = await checkCounters(tx, ctx.clock.now().getTime(), counters);
    count();
  });
}
