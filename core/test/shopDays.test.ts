import { openOn } from '../../demo/hours';
import { addDays, nextOpening, overlappingHours, shopState } from '../src/orders/shopDays';
import { townNow } from '../src/time/townClock';

/** A Monday, 2026-11-23, in the town's zone. */
const monday = (time: string) => ({ date: '2026-11-23', day: 1, time });
const morningAndEvening = { hours: [...openOn('07:00', '13:00'), ...openOn('16:00', '21:00')] };

describe("a shop's day", () => {
  test('open within a span, until its end', () => {
    expect(shopState(morningAndEvening, monday('10:30'))).toEqual({ open: true, until: '13:00' });
  });

  test('between spans it opens again today; after the last, tomorrow morning', () => {
    expect(shopState(morningAndEvening, monday('14:00'))).toEqual({
      open: false,
      opens: { date: '2026-11-23', time: '16:00' },
    });
    expect(shopState(morningAndEvening, monday('22:00'))).toEqual({
      open: false,
      opens: { date: '2026-11-24', time: '07:00' },
    });
  });

  test('closed for today by the vendor: shut even within its hours, opens the next morning', () => {
    const shop = {
      ...morningAndEvening,
      closure: { kind: 'today' as const, reopensOn: '2026-11-24' },
    };
    expect(shopState(shop, monday('10:30'))).toEqual({
      open: false,
      closure: shop.closure,
      opens: { date: '2026-11-24', time: '07:00' },
    });
    // The next day the break has ended by itself.
    expect(shopState(shop, { date: '2026-11-24', day: 2, time: '10:30' }).open).toBe(true);
  });

  test('a holiday opens on its first open day on or after the day it ends', () => {
    const sundaysOff = { hours: openOn('09:00', '18:00', [1, 2, 3, 4, 5, 6]) };
    const shop = { ...sundaysOff, closure: { kind: 'holiday' as const, reopensOn: '2026-11-29' } };
    // 29 Nov 2026 is a Sunday: the shop opens on Monday the 30th.
    expect(nextOpening(shop, monday('10:00'))).toEqual({ date: '2026-11-30', time: '09:00' });
  });

  test('a shop without hours is open unless its vendor closed it', () => {
    expect(shopState({ hours: [] }, monday('03:00'))).toEqual({ open: true });
  });

  test('town time, day arithmetic and overlapping hours', () => {
    expect(townNow(new Date('2026-11-23T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-24',
      day: 2,
      time: '01:30',
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(overlappingHours(morningAndEvening.hours)).toBeUndefined();
    expect(
      overlappingHours([
        { day: 1, from: '08:00', to: '12:00' },
        { day: 1, from: '11:00', to: '14:00' },
      ]),
    ).toBe(1);
  });
});
