/** Counters are dropped after this many clients in one window: memory stays bounded. */
const maxClientsPerWindow = 50_000;

export interface RenderBudget {
  /** Counts one render for `client`; false when its budget for this minute is spent. */
  take(client: string): boolean;
}

/**
 * How many pages one client may have rendered afresh in a minute (core's
 * `clientLimits.pageRenders`): a host answers the shell past it. Counted in memory, per process
 * (per instance on Firebase): a render is cheap enough that a count in the store would cost more.
 */
export function createRenderBudget(now: () => number, perMinute: number): RenderBudget {
  let windowStart = now();
  let used = new Map<string, number>();
  return {
    take(client) {
      const at = now();
      if (at - windowStart >= 60_000 || used.size >= maxClientsPerWindow) {
        windowStart = at;
        used = new Map();
      }
      const count = (used.get(client) ?? 0) + 1;
      used.set(client, count);
      return count <= perMinute;
    },
  };
}
