/**
 * How often an open order page asks again: soon after a change, then less and less often while
 * nothing moves (twice as long each time, at most a minute: an order's stages take minutes, and
 * each ask costs Firestore reads on Firebase), and not at all while the page is hidden or once
 * the order is over. See docs/decisions/1601-order-status-by-polling.md. Apart from the hook,
 * so the cost bench replays the same pace without the web backend.
 */
export const followPace = { firstMs: 5_000, growth: 2, slowestMs: 60_000, afterErrorMs: 30_000 };

/** The wait before the next ask: back to the first after a change, else longer, up to the slowest. */
export function nextFollowDelay(delay: number, changed: boolean): number {
  return changed ? followPace.firstMs : Math.min(delay * followPace.growth, followPace.slowestMs);
}
