import { openOn } from '../../demo/hours';
import { openMinutesBetween } from '../src/orders/openMinutes';

const india = 'Asia/Kolkata';
const at = (local: string) => new Date(`${local}+05:30`);

describe('minutes a shop was open between two instants, in town time', () => {
  const daily = openOn('07:00', '21:00');

  test('inside opening hours every minute counts', () => {
    expect(openMinutesBetween(daily, at('2026-11-21T10:00'), at('2026-11-21T12:00'), india)).toBe(
      120,
    );
  });

  test('the night does not count: an order at 20:30 has waited 30 + 91 minutes at 08:31', () => {
    expect(openMinutesBetween(daily, at('2026-11-21T20:30'), at('2026-11-22T08:31'), india)).toBe(
      121,
    );
  });

  test('a day the shop is closed does not count, nor the break between two spans', () => {
    const weekdays = openOn('09:00', '13:00', [1, 2, 3, 4, 5, 6]).concat(
      openOn('16:00', '20:00', [1, 2, 3, 4, 5, 6]),
    );
    // Saturday 12:00 to Monday 10:00: 1 h on Saturday morning, 4 h Saturday evening, Sunday shut,
    // 1 h on Monday.
    expect(
      openMinutesBetween(weekdays, at('2026-11-21T12:00'), at('2026-11-23T10:00'), india),
    ).toBe(6 * 60);
  });

  test('a shop with no listed hours is always open; no time has passed before it starts', () => {
    expect(openMinutesBetween([], at('2026-11-21T23:00'), at('2026-11-22T01:30'), india)).toBe(150);
    expect(openMinutesBetween(daily, at('2026-11-21T12:00'), at('2026-11-21T11:00'), india)).toBe(
      0,
    );
  });
});
