import type { ActionContext } from '../app/define';

/** The fields every booking or request starts with: a code to quote, not yet handled by staff. */
export function newRequestFields(ctx: ActionContext) {
  return {
    id: ctx.ids.newId(),
    code: ctx.ids.newCode(),
    handled: false,
    createdAt: ctx.clock.now().toISOString(),
  };
}
