import {
  type DayReport,
  type DayReportOrder,
  daySummaryDueDay,
  daySummaryIdOf,
  daySummarySettingSchema,
  daySummaryTextIn,
} from '../src';

const kolkata = 'Asia/Kolkata';
/** 21:00 in Kolkata on 28 November 2026 is 15:30 UTC. */
const at = (utc: string) => new Date(`2026-11-28T${utc}Z`);

describe('when the day summary is due', () => {
  it('is not due before the set time, due from it until the town midnight', () => {
    expect(daySummaryDueDay(at('15:29:59'), kolkata)).toBeNull();
    expect(daySummaryDueDay(at('15:30:00'), kolkata)).toBe('2026-11-28');
    expect(daySummaryDueDay(at('18:29:00'), kolkata)).toBe('2026-11-28');
  });

  it('after the town midnight is due for no day until the set time: a past day is never sent', () => {
    expect(daySummaryDueDay(at('18:31:00'), kolkata)).toBeNull();
  });

  it('follows the set time and the off switch', () => {
    expect(daySummaryDueDay(at('12:30:00'), kolkata, { enabled: true, at: '18:00' })).toBe(
      '2026-11-28',
    );
    expect(daySummaryDueDay(at('17:00:00'), kolkata, { enabled: false, at: '18:00' })).toBeNull();
  });

  it('has one outbox id per town day', () => {
    expect(daySummaryIdOf('2026-11-28')).toBe('daySummary-2026-11-28');
  });

  it.each(['25:00', '9:00', '21:60', '', 'nine'])('refuses the time %p', (bad) => {
    const result = daySummarySettingSchema.safeParse({ enabled: true, at: bad });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use a time such as 21:00 (24-hour, HH:MM)');
  });
});

const order = (code: string, reason?: string): DayReportOrder => ({
  code,
  kind: 'shop',
  placedAt: '2026-11-28T05:00:00Z',
  status: 'cancelled',
  shops: ['s1'],
  totalPaise: 10_000,
  late: false,
  cancelled: { by: 'shop', at: '2026-11-28T06:00:00Z', ...(reason ? { reason } : {}) },
});

const report: DayReport = {
  day: '2026-11-28',
  orderCount: 12,
  byStatus: { placed: 1, accepted: 0, ready: 0, outForDelivery: 2, delivered: 6, cancelled: 3 },
  shops: [
    {
      shopId: 's1',
      shopName: 'Rice & Dal <Store>',
      orders: 9,
      delivered: 5,
      cancelled: 3,
      deliveredGoodsPaise: 50_000,
    },
    {
      shopId: 's2',
      shopName: 'Sweets',
      orders: 3,
      delivered: 1,
      cancelled: 0,
      deliveredGoodsPaise: 900,
    },
  ],
  late: [{ ...order('L1'), status: 'delivered', late: true }],
  cancelled: [order('C1', 'Out of stock'), order('C2', 'Out of stock'), order('C3')],
  topProducts: [{ productId: 'p1', name: 'Rice', quantity: 14, amountPaise: 123_450 }],
  orders: [],
};
const money = { cashPaise: 250_000, upiPaise: 120_050 };

describe('the day summary text', () => {
  it('in English: statuses, late, cancelled with reasons, money, shops, products, the link', () => {
    const text = daySummaryTextIn('en', report, money, 'https://town.example/');
    expect(text).toBe(
      [
        "<b>Day's summary, 2026-11-28</b>",
        'Orders: 12 (placed 1, on the way 2, delivered 6, cancelled 3)',
        'Late: 1',
        'Cancelled: 3 (Out of stock ×2; no reason given ×1)',
        'Cash: ₹2,500 · UPI: ₹1,200.50',
        'By shop (orders / delivered / cancelled):',
        '• Rice &amp; Dal &lt;Store&gt;: 9 / 5 / 3',
        '• Sweets: 3 / 1 / 0',
        'Top products:',
        '• Rice ×14, ₹1,234.50',
        '<a href="https://town.example/admin/money?day=2026-11-28">Open the day\'s money and report</a>',
      ].join('\n'),
    );
  });

  it('in Bengali, with Bengali digits; the path written out when the address is not known', () => {
    const text = daySummaryTextIn('bn', report, money);
    expect(text).toContain('<b>দিনের সারাংশ, 2026-11-28</b>');
    expect(text).toContain('অর্ডার: ১২ (নতুন ১, পথে ২, পৌঁছেছে ৬, বাতিল ৩)');
    expect(text).toContain('দেরি: ১');
    expect(text).toContain('বাতিল: ৩ (Out of stock ×২; কারণ জানানো হয়নি ×১)');
    expect(text).toContain('নগদ: ');
    expect(text).toContain('দিনের টাকা ও রিপোর্ট দেখুন: /admin/money?day=2026-11-28');
    expect(text).not.toContain('Orders');
  });
});
