import type { ReadDef } from '../app/define';
import * as alerts from './alerts';
import * as catalog from './catalog';

export * from './alerts';
export * from './catalog';

/** Every named read by name: the hosts route requests through this table. */
export const reads: Record<string, ReadDef> = Object.fromEntries(
  [...Object.values(catalog), alerts.alertOutbox, alerts.alertSummary].map((def) => [
    def.name,
    def as ReadDef,
  ]),
);
