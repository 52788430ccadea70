import { createFormatters } from '../src/i18n/formatters';

describe('formatters', () => {
  test('a booking day reads as the same calendar day in every time zone', () => {
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(createFormatters('en', zone).day('2026-11-21')).toBe('21 Nov 2026');
    }
  });

  test('a moment reads in the town time zone given, not the device zone', () => {
    const kolkata = createFormatters('en', 'Asia/Kolkata');
    expect(kolkata.time('2026-11-21T18:45:00Z')).toBe('12:15 am');
    expect(kolkata.date('2026-11-21T18:45:00Z')).toBe('22 Nov 2026');
  });

  test('Bengali uses Bengali digits', () => {
    expect(createFormatters('bn', 'Asia/Kolkata').day('2026-11-21')).toMatch(/২১/);
  });

  test('a time of day reads "6:00 pm" on every screen, in either language, in any zone', () => {
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      const en = createFormatters('en', zone);
      expect(en.timeOfDay('18:00')).toBe('6:00 pm');
      expect(en.timeOfDay('09:05')).toBe('9:05 am');
      expect(en.timeOfDay('00:30')).toBe('12:30 am');
    }
    expect(createFormatters('bn', 'Asia/Kolkata').timeOfDay('18:00')).toBe('সন্ধ্যা ৬:০০');
    // Anything that is not a time is shown as it came, never as "Invalid Date".
    expect(createFormatters('en', 'Asia/Kolkata').timeOfDay('soon')).toBe('soon');
  });

  test('a moment with its day reads the part of the day first in Bengali, like a time of day', () => {
    const at = '2026-11-24T04:30:00Z';
    expect(createFormatters('en', 'Asia/Kolkata').dateTime(at)).toBe('24 Nov 2026, 10:00 am');
    const bengali = createFormatters('bn', 'Asia/Kolkata');
    expect(bengali.dateTime(at)).toBe(`${bengali.date(at)}, সকাল ১০:০০`);
    expect(bengali.dateTime(at)).not.toMatch(/AM|PM/i);
    expect(bengali.time(at)).toBe('সকাল ১০:০০');
  });
});
