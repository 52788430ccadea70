import { followPace, nextFollowDelay } from '../src/screens/orders/followPace';

/** The asks of a page open `forMs` on an order that does not move, at these times after opening. */
function asksWhileNothingMoves(forMs: number): number[] {
  const times = [0];
  let delay = followPace.firstMs;
  for (let at = delay; at < forMs; at += delay) {
    times.push(at);
    delay = nextFollowDelay(delay, false);
  }
  return times;
}

describe('how often an open order page asks again', () => {
  it('waits longer each time nothing changed, never more than a minute, so a move shows within a minute', () => {
    const times = asksWhileNothingMoves(10 * 60_000);
    const gaps = times.slice(1).map((at, i) => at - (times[i] as number));
    expect(gaps.slice(0, 6)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(Math.max(...gaps)).toBe(60_000);
    // Ten minutes of an order that does not move: 13 asks (each a few Firestore reads), not 25.
    expect(times.length).toBe(13);
  });

  it('asks again after the first wait as soon as anything changed', () => {
    expect(nextFollowDelay(60_000, true)).toBe(followPace.firstMs);
    expect(nextFollowDelay(followPace.firstMs, false)).toBe(2 * followPace.firstMs);
  });
});
