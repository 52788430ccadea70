import {
  type DeliverySlotSettings,
  deliverySlotsSchema,
  offeredSlots,
  type SlotShop,
  townClock,
} from '@town/core';

/**
 * Which delivery slots a cart is offered: today and tomorrow, never a past or full window, and
 * never one a shop of the cart has passed its cut-off for or does not serve that day.
 */
const settings: DeliverySlotSettings = {
  windows: [
    { from: '17:00', to: '19:00', capacity: 2 },
    { from: '10:00', to: '12:00', capacity: 5 },
  ],
  cutoffMinutes: 60,
};
const zone = 'Asia/Kolkata';
/** 2026-11-30 (a Monday) at `time` in the town. */
const at = (time: string, date = '2026-11-30') =>
  townClock(new Date(`${date}T${time}:00+05:30`), zone);
const noCounts = () => ({});
const anyDay: SlotShop = { hours: [] };
const slotIds = (slots: { date: string; window: string }[]) =>
  slots.map((slot) => `${slot.date} ${slot.window}`);

describe('offeredSlots', () => {
  it('offers nothing when the town lists no slots', () => {
    expect(offeredSlots(undefined, [anyDay], at('08:00'), noCounts)).toEqual([]);
  });

  it('offers today and tomorrow, earliest first, with the places left', () => {
    const slots = offeredSlots(settings, [anyDay], at('08:00'), noCounts);
    expect(slotIds(slots)).toEqual([
      '2026-11-30 10:00-12:00',
      '2026-11-30 17:00-19:00',
      '2026-12-01 10:00-12:00',
      '2026-12-01 17:00-19:00',
    ]);
    expect(slots[0]).toMatchObject({ from: '10:00', to: '12:00', placesLeft: 5 });
  });

  it('leaves out a window that has started or is within the cut-off', () => {
    expect(slotIds(offeredSlots(settings, [anyDay], at('09:01'), noCounts))[0]).toBe(
      '2026-11-30 17:00-19:00',
    );
    expect(slotIds(offeredSlots(settings, [anyDay], at('09:00'), noCounts))[0]).toBe(
      '2026-11-30 10:00-12:00',
    );
  });

  it("follows the cart's latest cut-off: a shop that needs three hours", () => {
    const slow: SlotShop = { hours: [], slotCutoffMinutes: 180 };
    expect(slotIds(offeredSlots(settings, [anyDay, slow], at('14:30'), noCounts))).toEqual([
      '2026-12-01 10:00-12:00',
      '2026-12-01 17:00-19:00',
    ]);
    expect(slotIds(offeredSlots(settings, [anyDay], at('14:30'), noCounts))[0]).toBe(
      '2026-11-30 17:00-19:00',
    );
  });

  it('leaves out a full window and counts the places taken', () => {
    const counts = (date: string): Record<string, number> =>
      date === '2026-11-30' ? { '17:00-19:00': 2, '10:00-12:00': 4 } : {};
    const slots = offeredSlots(settings, [anyDay], at('08:00'), counts);
    expect(slotIds(slots)).not.toContain('2026-11-30 17:00-19:00');
    expect(slots[0]).toMatchObject({ window: '10:00-12:00', placesLeft: 1 });
  });

  it('late in the evening offers tomorrow only, near midnight by the town clock', () => {
    expect(slotIds(offeredSlots(settings, [anyDay], at('23:50'), noCounts))).toEqual([
      '2026-12-01 10:00-12:00',
      '2026-12-01 17:00-19:00',
    ]);
  });

  it('respects shop days: closed on Tuesdays, on holiday, or opening after the window', () => {
    const mondaysOnly: SlotShop = { hours: [{ day: 1, from: '08:00', to: '20:00' }] };
    expect(slotIds(offeredSlots(settings, [mondaysOnly], at('08:00'), noCounts))).toEqual([
      '2026-11-30 10:00-12:00',
      '2026-11-30 17:00-19:00',
    ]);
    const holiday: SlotShop = { hours: [], closure: { kind: 'holiday', reopensOn: '2026-12-01' } };
    expect(slotIds(offeredSlots(settings, [holiday], at('08:00'), noCounts))).toEqual([
      '2026-12-01 10:00-12:00',
      '2026-12-01 17:00-19:00',
    ]);
    const afternoons: SlotShop = {
      hours: [1, 2].map((day) => ({ day, from: '13:00', to: '20:00' })),
    };
    expect(slotIds(offeredSlots(settings, [afternoons], at('08:00'), noCounts))).toEqual([
      '2026-11-30 17:00-19:00',
      '2026-12-01 17:00-19:00',
    ]);
  });
});

describe('deliverySlotsSchema', () => {
  it('refuses overlapping windows, a window that ends before it starts, and no capacity', () => {
    const windows = (list: { from: string; to: string; capacity: number }[]) =>
      deliverySlotsSchema.safeParse({ windows: list, cutoffMinutes: 30 }).success;
    expect(windows(settings.windows)).toBe(true);
    expect(
      windows([
        { from: '10:00', to: '12:00', capacity: 1 },
        { from: '11:00', to: '13:00', capacity: 1 },
      ]),
    ).toBe(false);
    expect(windows([{ from: '12:00', to: '10:00', capacity: 1 }])).toBe(false);
    expect(windows([{ from: '10:00', to: '12:00', capacity: 0 }])).toBe(false);
  });
});
