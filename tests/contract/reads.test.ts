import { emergencyTypes, shopTypes } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts } from '../support/hosts';
import { testTown } from '../support/testTown';

describeOnHosts('public named reads', (api) => {
  const resultOf = async (name: string, params: Record<string, string> = {}) => {
    const reply = await api.read(name, params);
    expect(reply.httpStatus).toBe(200);
    return reply.body.result as never;
  };

  test('town gives the configuration the web app is themed with', async () => {
    expect(await resultOf('town')).toEqual(testTown);
  });

  test.each(shopTypes)('shops lists the active %s shops by name', async (type) => {
    const shops: Array<{ type: string; name: string }> = await resultOf('shops', { type });
    const expected = demoCatalog.shops.filter((s) => s.type === type && s.active);
    expect(shops.map((s) => s.name)).toEqual(expected.map((s) => s.name).sort());
  });

  test('shop gives one shop with its products', async () => {
    const first = demoCatalog.shops[0]!;
    const { shop, products } = await resultOf('shop', { id: first.id });
    expect(shop).toEqual(first);
    expect((products as Array<{ shopId: string }>).every((p) => p.shopId === first.id)).toBe(true);
    expect(products).toHaveLength(demoCatalog.products.filter((p) => p.shopId === first.id).length);
  });

  test('products by shop type cover every shop of that type', async () => {
    const pharmacy: unknown[] = await resultOf('products', { shopType: 'pharmacy' });
    expect(pharmacy.length).toBeGreaterThanOrEqual(15);
  });

  test('doctors filter by kind and specialty, default list holds both kinds', async () => {
    const all: Array<{ kind: string; specialty: string }> = await resultOf('doctors');
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((d) => d.kind))).toEqual(new Set(['specialist', 'general']));
    const specialists: Array<{ kind: string; specialty: string }> = await resultOf('doctors', {
      kind: 'specialist',
    });
    expect(specialists.every((d) => d.kind === 'specialist')).toBe(true);
    expect(new Set(specialists.map((d) => d.specialty)).size).toBeGreaterThanOrEqual(5);
    const specialty = specialists[0]!;
    const same: Array<{ specialty: string }> = await resultOf('doctors', {
      specialty: specialty.specialty,
    });
    expect(same.every((d) => d.specialty === specialty.specialty)).toBe(true);
  });

  test('doctorSlots offers free slots on a chamber day and none in the past', async () => {
    const doctor = demoCatalog.doctors[0]!;
    const chamberDay = doctor.hours[0]!.day;
    const date = nextDate(api.now(), chamberDay);
    const { slots } = await resultOf('doctorSlots', { id: doctor.id, date });
    expect((slots as string[]).length).toBeGreaterThan(0);
    expect(slots).toContain(doctor.hours[0]!.from);
    const past = await resultOf('doctorSlots', { id: doctor.id, date: '2020-01-06' });
    expect(past).toEqual({ date: '2020-01-06', slots: [] });
  });

  test.each(emergencyTypes)('emergency contacts of type %s exist, ranked', async (type) => {
    const contacts: Array<{ type: string; rank: number }> = await resultOf('emergencyContacts', {
      type,
    });
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((c) => c.type === type)).toBe(true);
    expect(contacts.map((c) => c.rank)).toEqual(
      [...contacts.map((c) => c.rank)].sort((a, b) => a - b),
    );
  });

  test('teachers, lab tests, bus routes, galleries and services list the demo town', async () => {
    expect(((await resultOf('teachers')) as unknown[]).length).toBeGreaterThanOrEqual(6);
    expect(((await resultOf('labTests')) as unknown[]).length).toBeGreaterThanOrEqual(8);
    expect(((await resultOf('busRoutes')) as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect(((await resultOf('galleries')) as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(((await resultOf('services')) as unknown[]).length).toBeGreaterThanOrEqual(8);
  });

  test('transport lists one kind of vehicle', async () => {
    const totos: Array<{ kind: string }> = await resultOf('transport', { kind: 'toto' });
    expect(totos.length).toBeGreaterThanOrEqual(3);
    expect(totos.every((t) => t.kind === 'toto')).toBe(true);
  });

  test('busRoute finds a route by its destination slug', async () => {
    const route = demoCatalog.busRoutes[0]!;
    expect(await resultOf('busRoute', { slug: route.slug })).toEqual(route);
  });

  test('feeds come newest first', async () => {
    const news: Array<{ type: string; publishedAt: string }> = await resultOf('feeds', {
      type: 'news',
    });
    expect(news.length).toBeGreaterThan(0);
    const times = news.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('gallery and product by id', async () => {
    const gallery = demoCatalog.galleries[0]!;
    expect(await resultOf('gallery', { id: gallery.id })).toEqual(gallery);
    const product = demoCatalog.products[0]!;
    expect(await resultOf('product', { id: product.id })).toEqual(product);
  });

  test.each([
    ['shop', { id: 'no-such-shop' }],
    ['doctor', { id: 'no-such-doctor' }],
    ['doctorNextSlot', { id: 'no-such-doctor' }],
    ['gallery', { id: 'nope' }],
    ['busRoute', { slug: 'atlantis' }],
    ['product', { id: 'missing' }],
  ])('%s with an id that matches nothing is a clear 404', async (name, params) => {
    const reply = await api.read(name, params);
    expect(reply.httpStatus).toBe(404);
    expect(reply.body.error?.status).toBe('NOT_FOUND');
    expect(reply.body.error?.message).toMatch(/^No /);
  });

  test.each([
    ['shops', 'an unknown type', { type: 'casino' }],
    ['shops', 'no type', {}],
    ['transport', 'an unknown kind', { kind: 'rocket' }],
    ['feeds', 'a 5000-character type', { type: 'x'.repeat(5000) }],
    ['doctors', 'an unknown filter', { unknownFilter: '1' }],
    ['doctorSlots', 'a date that is not a date', { id: 'dr', date: 'tomorrow' }],
    ['doctorNextSlot', 'an id with a slash', { id: 'dr/../x' }],
    ['doctorNextSlot', 'an unknown field', { id: 'dr', date: '2030-01-01' }],
    ['doctorsNextSlots', 'an unknown field', { id: 'dr' }],
  ])('%s with %s is a 400 that names the problem', async (name, _label, params) => {
    const reply = await api.read(name, params as Record<string, string>);
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(reply.body.error?.message.length).toBeGreaterThan(5);
  });

  test('an unknown read is a 404', async () => {
    const reply = await api.read('credentials');
    expect(reply.httpStatus).toBe(404);
    expect(reply.body.error?.message).toBe('There is no read named credentials');
  });
});

/** The next date (YYYY-MM-DD) after `from` that falls on `weekday` (0 = Sunday). */
function nextDate(from: Date, weekday: number): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
