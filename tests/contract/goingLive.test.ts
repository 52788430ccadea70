import { randomUUID } from 'node:crypto';
import type { GoingLiveCheck, TownConfig } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import { describeOnHosts, type HostDriver, signInAsDemo } from '../support/hosts';

/** The checklist as the dashboard gets it: each check's id with done or its detail. */
async function checklist(api: HostDriver, session: string) {
  const reply = await api.read('goingLive', {}, session);
  expect(reply.httpStatus).toBe(200);
  return Object.fromEntries(
    (reply.body.result as GoingLiveCheck[]).map((check) => [
      check.id,
      check.done ? 'done' : (check.detail ?? 'missing'),
    ]),
  );
}

const withoutId = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

/**
 * The going-live checklist on both hosts: an empty town after its setup lacks everything, and
 * each thing an admin adds ticks its line. What only the operator can do (Telegram's token and
 * chats, HTTPS, the local host's backups) stays as each host knows it.
 */
describeOnHosts(
  'going-live checklist of a new town',
  (api, host) => {
    let admin: string;
    const hostFacts =
      host.name === 'local'
        ? // A test host on plain http, whose backup schedule has not run yet.
          { backup: 'none', https: 'missing' }
        : // The emulators have no Google backups to ask about; Hosting serves only HTTPS.
          { backup: 'notReported', https: 'done' };

    beforeAll(async () => {
      const token = await api.newSetupToken();
      const { session } = await api.signIn('setUpTown', {
        token,
        name: 'Rampur',
        email: `first-admin-${randomUUID().slice(0, 8)}@example.org`,
        password: 'first-admin-pass-1',
      });
      admin = session as string;
    });

    test('a town just set up lacks everything but a name, in a fixed order', async () => {
      const reply = await api.read('goingLive', {}, admin);
      expect((reply.body.result as GoingLiveCheck[]).map((check) => check.id)).toEqual([
        'town',
        'shop',
        'courier',
        'vendor',
        'telegram',
        'demoLogins',
        'backup',
        'https',
      ]);
      expect(await checklist(api, admin)).toEqual({
        town: 'phone',
        shop: 'shop',
        courier: 'missing',
        vendor: 'missing',
        telegram: 'botToken',
        demoLogins: 'done',
        ...hostFacts,
      });
    });

    test('a help-desk phone, a shop with a product, a courier and a vendor tick their lines', async () => {
      const town = (await api.read('town')).body.result as TownConfig & { updatedAt?: string };
      const {
        slug: _slug,
        id: _id,
        updatedAt: _at,
        ...settings
      } = town as typeof town & {
        id?: string;
      };
      const saved = await api.call(
        'saveTownSettings',
        { ...settings, contact: { phone: '9000001100' } },
        admin,
      );
      expect(saved.httpStatus).toBe(200);

      const shop = await api.call(
        'adminCreateItem',
        { collection: 'shops', doc: withoutId(demoCatalog.shops[0]!) },
        admin,
      );
      const shopId = (shop.body.result as { item: { id: string } }).item.id;
      expect(await checklist(api, admin)).toMatchObject({ town: 'done', shop: 'product' });
      const product = { ...withoutId(demoCatalog.products[0]!), shopId };
      await api.call('adminCreateItem', { collection: 'products', doc: product }, admin);

      // An invited courier cannot sign in until they set a password with their link.
      const invited = { role: 'delivery', name: 'Sujit Pal', phone: '9000001203' };
      expect((await api.call('createStaffAccount', invited, admin)).httpStatus).toBe(200);
      expect(await checklist(api, admin)).toMatchObject({ courier: 'missing' });
      const courier = { role: 'delivery', name: 'Bikash Das', phone: '9000001201' };
      await api.call('createStaffAccount', { ...courier, password: 'courier-pass-1' }, admin);
      const vendor = { role: 'vendor', name: 'Haripada Mondal', phone: '9000001202', shopId };
      await api.call('createStaffAccount', { ...vendor, password: 'vendor-pass-1' }, admin);

      expect(await checklist(api, admin)).toEqual({
        town: 'done',
        shop: 'done',
        courier: 'done',
        vendor: 'done',
        telegram: 'botToken',
        demoLogins: 'done',
        ...hostFacts,
      });
    });

    test('a disabled courier is no courier', async () => {
      const couriers = await api.documents<{ id: string; name: string }>('delivery');
      const courier = couriers.find((c) => c.name === 'Bikash Das');
      await api.call(
        'setStaffDisabled',
        { role: 'delivery', id: courier!.id, disabled: true },
        admin,
      );
      expect(await checklist(api, admin)).toMatchObject({ courier: 'missing', vendor: 'done' });
    });

    test('only admins may read it', async () => {
      expect((await api.read('goingLive', {})).httpStatus).toBe(401);
    });
  },
  { empty: true },
);

describeOnHosts('going-live checklist of the demo town', (api, host) => {
  const staffLogins = demoStaff.vendors.length + demoStaff.delivery.length;

  test('vendors and couriers may not read it', async () => {
    for (const role of ['vendor', 'delivery'] as const) {
      const session = await signInAsDemo(api, role, 1);
      expect((await api.read('goingLive', {}, session)).httpStatus).toBe(403);
    }
  });

  test('every demo login counts until its password is changed or its account disabled', async () => {
    const admin = await signInAsDemo(api, 'admin');
    expect((await checklist(api, admin)).demoLogins).toBe(String(staffLogins + 1));
    expect(await checklist(api, admin)).toMatchObject({ town: 'done', shop: 'done' });

    const [first, ...otherVendors] = demoStaff.vendors;
    await api.call(
      'resetStaffPassword',
      { role: 'vendor', id: first!.profile.id, password: 'a-private-pass-1' },
      admin,
    );
    expect((await checklist(api, admin)).demoLogins).toBe(String(staffLogins));
    // The demo password again, as a new hash: the login is no longer the published one.
    const [courier, ...otherCouriers] = demoStaff.delivery;
    await api.call(
      'resetStaffPassword',
      { role: 'delivery', id: courier!.profile.id, password: courier!.password },
      admin,
    );
    for (const { profile } of otherVendors) {
      await api.call('setStaffDisabled', { role: 'vendor', id: profile.id, disabled: true }, admin);
    }
    for (const { profile } of otherCouriers) {
      await api.call(
        'setStaffDisabled',
        { role: 'delivery', id: profile.id, disabled: true },
        admin,
      );
    }
    // The demo admin's own login is left.
    expect((await checklist(api, admin)).demoLogins).toBe('1');

    if (host.name === 'local') {
      const { profile } = demoStaff.admins[0]!;
      await api.call('requestPasswordReset', { email: profile.email });
      const token = await api.resetTokenMailedTo(profile.email);
      await api.call('resetPassword', { token, password: 'the-admins-own-1' });
      const again = await api.adminPasswordSignIn(profile.email, 'the-admins-own-1');
      expect((await checklist(api, again as string)).demoLogins).toBe('done');
    }
  });
});
