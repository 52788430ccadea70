import { openOn } from '../../demo/hours';
import { afterOpenMinutes, openMinutesBetween } from '../src/orders/openMinutes';

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

describe('when a shop has been open a number of minutes after an instant', () => {
  const split = [...openOn('06:00', '12:00'), ...openOn('16:00', '20:00')];
  const iso = (local: string) => at(local).toISOString();

  test('inside opening hours: the minutes straight on', () => {
    expect(
      afterOpenMinutes({ hours: split }, at('2026-11-27T10:00'), 25, india)?.toISOString(),
    ).toBe(iso('2026-11-27T10:25'));
  });

  test('in the midday break the work waits for the afternoon opening', () => {
    expect(
      afterOpenMinutes({ hours: split }, at('2026-11-27T14:12'), 25, india)?.toISOString(),
    ).toBe(iso('2026-11-27T16:25'));
  });

  test('work that runs past closing goes on at the next opening, the next day if need be', () => {
    const stall = { hours: openOn('05:30', '12:30') };
    expect(afterOpenMinutes(stall, at('2026-11-27T12:20'), 25, india)?.toISOString()).toBe(
      iso('2026-11-28T05:45'),
    );
  });

  test('days the vendor closed the shop do not count; no minutes is the next open moment', () => {
    const holiday = {
      hours: split,
      closure: { kind: 'holiday' as const, reopensOn: '2026-11-30' },
    };
    expect(afterOpenMinutes(holiday, at('2026-11-27T10:00'), 0, india)?.toISOString()).toBe(
      iso('2026-11-30T06:00'),
    );
    expect(
      afterOpenMinutes({ hours: split }, at('2026-11-27T10:00'), 0, india)?.toISOString(),
    ).toBe(iso('2026-11-27T10:00'));
  });

  test('a shop with no hours is always open; one that never opens gives no time', () => {
    expect(afterOpenMinutes({ hours: [] }, at('2026-11-27T23:50'), 25, india)?.toISOString()).toBe(
      iso('2026-11-28T00:15'),
    );
    const neverAgain = {
      hours: split,
      closure: { kind: 'holiday' as const, reopensOn: '2027-06-01' },
    };
    expect(afterOpenMinutes(neverAgain, at('2026-11-27T10:00'), 25, india)).toBeUndefined();
  });
});
