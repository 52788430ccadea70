import { composeDate, partsOf } from '../src/ui/calendarDate';

describe('a date chosen as day, month and year', () => {
  test('is "YYYY-MM-DD" once all three are chosen, and "" before', () => {
    expect(composeDate({ day: '05', month: '12', year: '2026' })).toBe('2026-12-05');
    expect(composeDate({ day: '05', month: '', year: '2026' })).toBe('');
    expect(composeDate({ day: '', month: '', year: '' })).toBe('');
  });

  test("a day past the end of its month is that month's last day", () => {
    expect(composeDate({ day: '31', month: '02', year: '2026' })).toBe('2026-02-28');
    expect(composeDate({ day: '31', month: '02', year: '2028' })).toBe('2028-02-29');
    expect(composeDate({ day: '31', month: '04', year: '2026' })).toBe('2026-04-30');
  });

  test('a stored date splits into its three parts; anything else into none', () => {
    expect(partsOf('2026-11-24')).toEqual({ day: '24', month: '11', year: '2026' });
    expect(partsOf('24/11/2026')).toEqual({ day: '', month: '', year: '' });
  });
});
