import type { ActionContext } from '../app/define';
import type { Channel } from '../model/outbox';
import type { Transaction } from '../ports';

export interface Alert {
  channel: Channel;
  event: string;
  /** The document the alert is about, e.g. "orders/abc". */
  ref: string;
  text: string;
  /** Recipient address, for the email channel only. */
  to?: string;
}

/** Queues an alert in the same transaction as the change it reports, so neither exists without the other. */
export function queueAlert(ctx: ActionContext, tx: Transaction, alert: Alert): void {
  tx.set('outbox', {
    id: ctx.ids.newId(),
    ...alert,
    status: 'pending',
    attempts: 0,
    createdAt: ctx.clock.now().toISOString(),
  });
}

/** The fields every booking or request starts with: a code to quote, not yet handled by staff. */
export function newRequestFields(ctx: ActionContext) {
  return {
    id: ctx.ids.newId(),
    code: ctx.ids.newCode(),
    handled: false,
    createdAt: ctx.clock.now().toISOString(),
  };
}
