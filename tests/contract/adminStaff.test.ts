import { type CatalogCollection, catalogCollections, signOutClears, storageKeys } from '@town/core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { type DemoStaffMember, type LocalDriver, startLocalDriver } from '../support/localDriver';
import { type OrderFixtures, orderFixtures, staffSessions } from '../support/staffFixtures';

let api: LocalDriver;
let fixtures: OrderFixtures;
let cookieOf: (who: DemoStaffMember) => Promise<string>;
const admin = () => cookieOf('admin');

beforeAll(async () => {
  api = await startLocalDriver({ limits: { submit: 1000, lookup: 1000, signIn: 1000 } });
  cookieOf = staffSessions(api);
  fixtures = orderFixtures(api, admin);
  await fixtures.stockUp();
});
afterAll(() => api.stop());

type Doc = { id: string } & Record<string, unknown>;

/** A new document for each collection, made from its first demo document. */
function freshDoc(collection: CatalogCollection): Omit<Doc, 'id'> {
  const { id: _id, ...rest } = demoCatalog[collection][0] as Doc;
  if (collection === 'busRoutes') return { ...rest, slug: 'new-test-route' };
  return rest;
}

/** A field each collection has that an edit can change, and the value it changes to. */
const edits: Record<CatalogCollection, [string, unknown]> = {
  shops: ['name', 'Edited Shop'],
  products: ['pricePaise', 4321],
  doctors: ['feePaise', 55000],
  labTests: ['reportHours', 48],
  emergencyContacts: ['rank', 999],
  teachers: ['area', 'Edited Para'],
  transport: ['available', false],
  busRoutes: ['farePaise', 9900],
  galleries: ['title', 'Edited Gallery'],
  feeds: ['title', 'Edited post'],
  services: ['experienceYears', 33],
  searchWords: ['words', ['Rice', 'চাল', 'chal', 'chawal']],
};

describe('catalog: create, edit and delete in every collection', () => {
  test.each(catalogCollections)('%s', async (collection) => {
    const cookie = await admin();
    const created = await api.call(
      'adminCreateItem',
      { collection, doc: freshDoc(collection) },
      cookie,
    );
    expect(created.httpStatus).toBe(200);
    const item = (created.body.result as { item: Doc }).item;
    expect(item.id).toMatch(/^[\w-]{10,}$/);

    const [field, value] = edits[collection];
    const edited = await api.call(
      'adminUpdateItem',
      { collection, doc: { ...item, [field]: value } },
      cookie,
    );
    expect(edited.body.result).toEqual({ item: { ...item, [field]: value } });
    expect(api.documents<Doc>(collection).find((d) => d.id === item.id)).toEqual({
      ...item,
      [field]: value,
    });

    const listed = await api.read('adminItems', { collection, pageSize: '100' }, cookie);
    const ids = (listed.body.result as { items: Doc[] }).items.map((d) => d.id);
    expect(ids).toContain(item.id);

    const deleted = await api.call('adminDeleteItem', { collection, id: item.id }, cookie);
    expect(deleted.body.result).toEqual({ deleted: true });
    expect(api.documents<Doc>(collection).some((d) => d.id === item.id)).toBe(false);
  });

  test("a product's shop type comes from its shop, not from the form", async () => {
    const pharmacy = demoCatalog.shops.find((s) => s.type === 'pharmacy')!;
    const { shopType: _ignored, ...form } = freshDoc('products') as Doc;
    const reply = await api.call(
      'adminCreateItem',
      { collection: 'products', doc: { ...form, shopId: pharmacy.id, shopType: 'food' } },
      await admin(),
    );
    expect((reply.body.result as { item: Doc }).item).toMatchObject({
      shopId: pharmacy.id,
      shopType: 'pharmacy',
    });
  });

  test('every field error is named, relative to the input, and nothing is written', async () => {
    const before = api.dump();
    const reply = await api.call(
      'adminCreateItem',
      {
        collection: 'doctors',
        doc: { ...freshDoc('doctors'), name: '', slotMinutes: 1, hours: [] },
      },
      await admin(),
    );
    expect(reply.httpStatus).toBe(400);
    const { issues } = reply.body.error!.details as { issues: Array<{ path: string }> };
    expect(issues.map((i) => i.path).sort()).toEqual(['doc.hours', 'doc.name', 'doc.slotMinutes']);
    expect(reply.body.error?.message).toBe('doc.name: Name is required');
    expect(api.dump()).toBe(before);
  });

  test('inactive documents are listed for editing though public lists hide them', async () => {
    const inactiveShop = { ...freshDoc('shops'), name: 'Closed For Renovation', active: false };
    const cookie = await admin();
    const created = await api.call(
      'adminCreateItem',
      { collection: 'shops', doc: inactiveShop },
      cookie,
    );
    const { id } = (created.body.result as { item: Doc }).item;
    const publicList = await api.read('shops', { type: demoCatalog.shops[0]!.type });
    expect(publicList.text).not.toContain(id);
    const forAdmin = await api.read('adminItems', { collection: 'shops', pageSize: '100' }, cookie);
    expect(forAdmin.text).toContain(id);
  });

  test('catalog pages do not overlap and say when more follow', async () => {
    const cookie = await admin();
    const read = (page: string) =>
      api.read('adminItems', { collection: 'products', pageSize: '10', page }, cookie);
    const [one, two] = [(await read('1')).body.result, (await read('2')).body.result] as Array<{
      items: Doc[];
      hasMore: boolean;
    }>;
    expect(one!.items).toHaveLength(10);
    expect(one!.hasMore).toBe(true);
    const ids = [...one!.items, ...two!.items].map((d) => d.id);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('dashboard and bookings', () => {
  test("today's orders by status and the requests nobody handled yet", async () => {
    const cookie = await admin();
    const before = (await api.read('adminDashboard', {}, cookie)).body.result as {
      date: string;
      orders: { total: number; byStatus: Record<string, number> };
      waiting: Record<string, number>;
    };
    expect(before.date).toBe('2026-11-21');
    await fixtures.at('placed');
    await fixtures.at('ready');
    await api.call('sendContactMessage', {
      name: 'Bina',
      phone: '9000000981',
      message: 'Is the fair on?',
    });
    const after = (await api.read('adminDashboard', {}, cookie)).body.result as typeof before;
    expect(after.orders.total).toBe(before.orders.total + 2);
    expect(after.orders.byStatus.placed).toBe(before.orders.byStatus.placed! + 1);
    expect(after.orders.byStatus.ready).toBe(before.orders.byStatus.ready! + 1);
    expect(after.waiting.contactMessages).toBe(before.waiting.contactMessages! + 1);

    api.advanceClock(24 * 60 * 60 * 1000);
    const tomorrow = (await api.read('adminDashboard', {}, cookie)).body.result as typeof before;
    expect(tomorrow.date).toBe('2026-11-22');
    expect(tomorrow.orders.total).toBe(0);
    expect(tomorrow.waiting.contactMessages).toBe(after.waiting.contactMessages);
  });

  test('a request marked handled leaves the waiting list, and can be marked back', async () => {
    const cookie = await admin();
    await api.call('sendContactMessage', {
      name: 'Tapas',
      phone: '9000000982',
      message: 'Bus times?',
    });
    const waiting = await api.read(
      'adminBookings',
      { kind: 'contactMessages', handled: 'false' },
      cookie,
    );
    const message = (waiting.body.result as { items: Doc[] }).items.find(
      (m) => m.name === 'Tapas',
    )!;
    const handled = await api.call(
      'setBookingHandled',
      { kind: 'contactMessages', id: message.id, handled: true },
      cookie,
    );
    expect(handled.body.result).toEqual({ booking: { ...message, handled: true } });
    const stillWaiting = await api.read(
      'adminBookings',
      { kind: 'contactMessages', handled: 'false' },
      cookie,
    );
    expect(stillWaiting.text).not.toContain(message.id);
    const done = await api.read(
      'adminBookings',
      { kind: 'contactMessages', handled: 'true' },
      cookie,
    );
    expect(done.text).toContain(message.id);
    await api.call(
      'setBookingHandled',
      { kind: 'contactMessages', id: message.id, handled: false },
      cookie,
    );
    expect(
      (await api.read('adminBookings', { kind: 'contactMessages', handled: 'false' }, cookie)).text,
    ).toContain(message.id);
  });

  test('staff reads are never cached; public reads are revalidated', async () => {
    const staffRead = await api.read('adminDashboard', {}, await admin());
    const publicRead = await api.read('labTests');
    const header = async (name: string, cookie?: string) =>
      (
        await fetch(`${api.url}/api/read/${name}`, { headers: cookie ? { cookie } : {} })
      ).headers.get('cache-control');
    expect(staffRead.httpStatus).toBe(200);
    expect(publicRead.httpStatus).toBe(200);
    expect(await header('adminDashboard', await admin())).toBe('private, no-store');
    expect(await header('labTests')).toBe('no-cache');
  });
});

describe('staff accounts', () => {
  const shop = demoCatalog.shops.find((s) => s.type === 'bazaar')!;
  const vendorPhone = '9000000991';

  test('an admin creates a vendor for a shop, who signs in and sees that shop', async () => {
    const reply = await api.call(
      'createStaffAccount',
      {
        role: 'vendor',
        name: 'Haripada Mondal',
        phone: vendorPhone,
        shopId: shop.id,
        password: 'sabji-first-1',
      },
      await admin(),
    );
    expect(reply.httpStatus).toBe(200);
    const { account } = reply.body.result as { account: Doc };
    expect(account).toEqual({
      id: expect.any(String),
      role: 'vendor',
      name: 'Haripada Mondal',
      phone: vendorPhone,
      shopId: shop.id,
      category: 'bazaar',
      active: true,
      disabled: false,
      state: 'active',
    });
    const signIn = await api.call('vendorLogin', { phone: vendorPhone, password: 'sabji-first-1' });
    expect(signIn.httpStatus).toBe(200);
    const cookie = signIn.setCookie!.split(';')[0]!;
    const own = await api.read('vendorProducts', {}, cookie);
    expect((own.body.result as { shop: { id: string } }).shop.id).toBe(shop.id);

    const list = await api.read('staffAccounts', { role: 'vendor' }, await admin());
    const accounts = (list.body.result as { accounts: Doc[] }).accounts;
    expect(accounts.find((a) => a.id === account.id)).toEqual(account);
    expect(accounts.every((a) => a.role === 'vendor')).toBe(true);
  });

  test('the same phone cannot get a second login of the same role', async () => {
    const before = api.dump();
    const reply = await api.call(
      'createStaffAccount',
      {
        role: 'vendor',
        name: 'Someone Else',
        phone: vendorPhone,
        shopId: shop.id,
        password: 'another-pass-1',
      },
      await admin(),
    );
    expect(reply.httpStatus).toBe(409);
    expect(api.dump()).toBe(before);
  });

  test('a password reset signs the account out everywhere and only the new password works', async () => {
    const courier = await api.call(
      'createStaffAccount',
      { role: 'delivery', name: 'Bablu Sheikh', phone: '9000000992', password: 'first-round-1' },
      await admin(),
    );
    const { account } = courier.body.result as { account: Doc };
    const session = (
      await api.call('deliveryLogin', { phone: '9000000992', password: 'first-round-1' })
    ).setCookie!.split(';')[0]!;
    expect((await api.read('deliveryOrders', {}, session)).httpStatus).toBe(200);

    const reset = await api.call(
      'resetStaffPassword',
      { role: 'delivery', id: account.id, password: 'second-round-2' },
      await admin(),
    );
    expect(reset.body.result).toEqual({ account });
    expect((await api.read('deliveryOrders', {}, session)).httpStatus).toBe(401);
    expect(
      (await api.call('deliveryLogin', { phone: '9000000992', password: 'first-round-1' }))
        .httpStatus,
    ).toBe(401);
    expect(
      (await api.call('deliveryLogin', { phone: '9000000992', password: 'second-round-2' }))
        .httpStatus,
    ).toBe(200);
  });

  test('a disabled account is signed out at once and cannot sign in until enabled', async () => {
    const vendor = demoStaff.vendors[1]!;
    const session = await cookieOf('otherVendor');
    const disable = await api.call(
      'setStaffDisabled',
      { role: 'vendor', id: vendor.profile.id, disabled: true },
      await admin(),
    );
    expect(disable.body.result).toMatchObject({ account: { active: false, disabled: true } });
    expect((await api.read('vendorOrders', {}, session)).httpStatus).toBe(401);
    const refused = await api.call('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.error?.message).toBe('This account is disabled. Ask the town admin.');

    await api.call(
      'setStaffDisabled',
      { role: 'vendor', id: vendor.profile.id, disabled: false },
      await admin(),
    );
    expect(
      (await api.call('vendorLogin', { phone: vendor.profile.phone, password: vendor.password }))
        .httpStatus,
    ).toBe(200);
  });

  test('a disabled courier cannot be given orders', async () => {
    const courier = await api.call(
      'createStaffAccount',
      { role: 'delivery', name: 'Gone Courier', phone: '9000000993', password: 'gone-courier-1' },
      await admin(),
    );
    const { account } = courier.body.result as { account: Doc };
    await api.call(
      'setStaffDisabled',
      { role: 'delivery', id: account.id, disabled: true },
      await admin(),
    );
    const order = await fixtures.at('accepted');
    const reply = await api.call(
      'assignOrder',
      { orderId: order.id, deliveryPersonId: account.id },
      await admin(),
    );
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.status).toBe('FAILED_PRECONDITION');
  });
});

describe('sessions', () => {
  test('a new session id at every sign-in; after sign-out the old cookie reaches nothing', async () => {
    const first = await api.signInAs('delivery');
    const second = await api.signInAs('delivery');
    expect(second).not.toBe(first);
    expect((await api.read('deliveryOrders', {}, first)).httpStatus).toBe(200);

    const out = await api.call('signOut', {}, second);
    expect(out.body.result).toEqual({
      signedOut: true,
      clearStorage: signOutClears(storageKeys(demoTown.slug)),
    });
    expect(out.body.result).toEqual({
      signedOut: true,
      clearStorage: ['vendorData', 'deliveryData', 'tk'],
    });
    expect((await api.read('deliveryOrders', {}, second)).httpStatus).toBe(401);
    const order = await fixtures.at('accepted');
    expect((await api.call('claimOrder', { orderId: order.id }, second)).httpStatus).toBe(401);
  });

  test('signing in from an existing session ends that session', async () => {
    const adminCookie = await api.signInAs('admin');
    const vendor = demoStaff.vendors[0]!;
    const rotated = await api.call(
      'vendorLogin',
      { phone: vendor.profile.phone, password: vendor.password },
      adminCookie,
    );
    expect(rotated.httpStatus).toBe(200);
    expect((await api.read('adminDashboard', {}, adminCookie)).httpStatus).toBe(401);
  });
});

describe('secrets never leave the server', () => {
  test('no reply in this suite carried a password, a hash or a reset token', () => {
    const all = api.replies.join('\n');
    expect(all).not.toMatch(/scrypt\$/);
    expect(all).not.toMatch(/passwordHash|tokenHash|credentials/);
    for (const password of ['sabji-first-1', 'first-round-1', 'second-round-2', 'gone-courier-1']) {
      expect(all).not.toContain(password);
    }
    for (const account of [...demoStaff.admins, ...demoStaff.vendors, ...demoStaff.delivery]) {
      expect(all).not.toContain(account.password);
    }
  });
});
