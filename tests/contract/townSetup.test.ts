import { randomUUID } from 'node:crypto';
import {
  type Photo,
  type TownConfig,
  type TownDocument,
  type TownSettings,
  type TownSetup,
  townLogoHolder,
} from '@town/core';
import { describeOnHosts, type HostDriver, type Reply } from '../support/hosts';
import { cameraPhoto } from '../support/photos';

/**
 * A real town from an empty start, on both hosts: the one-time setup link (made by the host's
 * operator: the local host prints one at start, `npm run town:setup-link` on Firebase), the
 * first admin it makes and signs in, and the town settings that admin saves. Nothing of the
 * demo is in these towns.
 */
describeOnHosts(
  'a new town: setup link, first admin, town settings',
  (api) => {
    // Unique per run: the Firebase host keeps admins in the run's one Auth emulator.
    const email = `first-admin-${randomUUID().slice(0, 8)}@example.org`;
    const password = 'first-admin-pass-1';
    let admin: string;

    const refusalOf = (reply: Reply) =>
      (reply.body.error?.details as { reason?: string } | undefined)?.reason;
    const storedTown = async () => (await api.documents<TownDocument>('town'))[0];
    const issuesOf = (reply: Reply) =>
      (reply.body.error?.details as { issues?: Array<{ path: string; message: string }> })
        ?.issues ?? [];
    const setup = async () => (await api.documents<TownSetup>('townSetup'))[0];

    /** What a refused call must leave: the store exactly as it was. */
    async function expectRefusedUnchanged(send: () => Promise<Reply>, reason?: string) {
      const before = await api.dump();
      const reply = await send();
      expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
      expect(reply.httpStatus).toBeLessThan(500);
      if (reason) expect(refusalOf(reply)).toBe(reason);
      expect(await api.dump()).toBe(before);
      return reply;
    }

    test('an empty town has no settings and no admin: the app names no town', async () => {
      const town = await api.read('town');
      expect([town.httpStatus, town.body.result]).toEqual([200, null]);
      expect(await api.documents('admins')).toEqual([]);
      expect(await api.documents('shops')).toEqual([]);
    });

    test('a link stored as a digest only, and an older link stops working when a new one is made', async () => {
      const older = await api.newSetupToken();
      const token = await api.newSetupToken();
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const stored = await setup();
      expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const dump = await api.dump();
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(older);
      await expectRefusedUnchanged(
        () => api.call('setUpTown', { token: older, name: 'Rampur', email, password }),
        'setup-link-closed',
      );
    });

    test('a link older than 24 hours is refused and changes nothing', async () => {
      const token = await api.newSetupToken();
      api.advanceClock(24 * 60 * 60 * 1000 + 60_000);
      await expectRefusedUnchanged(
        () => api.call('setUpTown', { token, name: 'Rampur', email, password }),
        'setup-link-closed',
      );
    });

    test('a wrong token is refused like an old one', async () => {
      await api.newSetupToken();
      await expectRefusedUnchanged(
        () => api.call('setUpTown', { token: 'W'.repeat(43), name: 'Rampur', email, password }),
        'setup-link-closed',
      );
    });

    test('bad setup input gets a message per field and changes nothing', async () => {
      const token = await api.newSetupToken();
      const reply = await expectRefusedUnchanged(
        () => api.call('setUpTown', { token, name: ' ', email: 'not-an-email', password: 'short' }),
        'invalid-fields',
      );
      const paths = issuesOf(reply).map((issue) => issue.path);
      expect(paths.sort()).toEqual(['email', 'name', 'password']);
    });

    test('the link names the town and makes its first admin, signed in at once', async () => {
      const token = await api.newSetupToken();
      const { reply, session } = await api.signIn('setUpTown', {
        token,
        name: 'Rampur',
        email,
        password,
      });
      expect(reply.httpStatus).toBe(200);
      expect(session).toEqual(expect.any(String));
      admin = session as string;
      expect(await api.principal(admin)).toEqual({
        role: 'admin',
        adminId: expect.any(String),
      });
      const town = (await api.read('town')).body.result as TownConfig;
      expect(town).toMatchObject({ name: 'Rampur', slug: 'rampur', languages: ['en', 'bn'] });
      expect((await api.documents<{ email: string }>('admins')).map((a) => a.email)).toEqual([
        email,
      ]);
      expect((await setup())?.usedAt).toEqual(expect.any(String));
      // From now on the admin signs in as this host's admins do, with the chosen password.
      const again = await api.adminPasswordSignIn(email, password);
      expect(await api.principal(again ?? undefined)).toMatchObject({ role: 'admin' });
      expect(await api.adminPasswordSignIn(email, 'not-the-password')).toBeNull();

      // The same link again, on a town that is set up now: refused, nothing changes.
      await expectRefusedUnchanged(() =>
        api.call('setUpTown', { token, name: 'Other town', email: `x-${email}`, password }),
      );
      // And no new link is made for a town that has its admin.
      await expect(api.newSetupToken()).rejects.toThrow(/set up already/);
    });

    const settings = (): TownSettings => {
      const { slug: _slug, ...rest } = {
        name: 'Rampur',
        nameBn: 'রামপুর',
        slug: 'rampur',
        tagline: 'Everything in Rampur, on your phone',
        taglineBn: 'রামপুরের সব কিছু, আপনার ফোনে',
        languages: ['bn', 'en'] as const,
        defaultLanguage: 'bn' as const,
        themeColor: '#7e22ce',
        timeZone: 'Asia/Kolkata',
        contact: {
          phone: '9000001100',
          whatsapp: '9000001100',
          email: 'desk@rampur.example',
          address: 'Town Desk, Station Road, Rampur',
          pin: { lat: 24.17, lng: 87.78 },
        },
        delivery: {
          feePaise: 1500,
          freeAbovePaise: 40000,
          maxQuantityPerItem: 12,
          expectedMinutes: { accept: 5, pack: 10, ride: 25 },
        },
        orderLimits: {
          openPerPhone: 4,
          perClientPerHour: 40,
          openUnitsPerProduct: 12,
          newPhoneOpenPaise: 200_000,
          openPaisePerPhone: 1_000_000,
          paisePerClientPerHour: 2_000_000,
          acceptWithinMinutes: 90,
        },
        requestLimits: {
          bookingDaysAhead: 14,
          openBookingsPerPhone: 2,
          bookingsPerClientPerHour: 5,
          openHelpRequestsPerPhone: 1,
          helpRequestsPerClientPerHour: 4,
          contactMessagesPerClientPerHour: 8,
        },
        upi: { id: 'rampur.town@upi', name: 'Rampur Town Services' },
        lab: {
          name: 'Rampur Diagnostics',
          address: 'Hospital Road, Rampur',
          phone: '9000001140',
          pin: { lat: 24.171, lng: 87.781 },
          collection: {
            hours: [{ day: 1, from: '07:00', to: '10:00' }],
            slotMinutes: 20,
          },
        },
        busStand: { name: 'Rampur Bus Stand', address: 'Bus Stand Road', phone: '9000001150' },
        daySummary: { enabled: true, at: '20:30' },
      };
      return { ...rest, languages: [...rest.languages] };
    };

    test('the admin saves the settings; every read and action uses them at once', async () => {
      const saved = await api.call('saveTownSettings', settings(), admin);
      expect(saved.httpStatus).toBe(200);
      const town = (await api.read('town')).body.result as TownConfig;
      // The slug stays as the setup made it: carts are kept under it.
      expect(town).toEqual({ ...settings(), slug: 'rampur' });
      expect(await storedTown()).toMatchObject({ name: 'Rampur', themeColor: '#7e22ce' });
    });

    test('bad settings get a message per field and nothing is saved', async () => {
      const bad = {
        ...settings(),
        name: '',
        languages: ['en'],
        defaultLanguage: 'bn',
        themeColor: 'purple',
        timeZone: 'Mars/Olympus',
        contact: { email: 'not-an-email' },
        delivery: { feePaise: -5, freeAbovePaise: 0, maxQuantityPerItem: 0 },
        orderLimits: { ...settings().orderLimits, acceptWithinMinutes: 5 },
        requestLimits: { ...settings().requestLimits, bookingDaysAhead: 0 },
        upi: { id: 'no at sign', name: '' },
        lab: { name: '', address: 'Somewhere', phone: 'abc' },
        daySummary: { enabled: true, at: '9pm' },
      };
      const reply = await expectRefusedUnchanged(
        () => api.call('saveTownSettings', bad, admin),
        'invalid-fields',
      );
      const issues = issuesOf(reply);
      expect(issues.map((issue) => issue.path).sort()).toEqual(
        [
          'contact.email',
          'daySummary.at',
          'defaultLanguage',
          'delivery.feePaise',
          'delivery.maxQuantityPerItem',
          'lab.name',
          'lab.phone',
          'name',
          'orderLimits.acceptWithinMinutes',
          'requestLimits.bookingDaysAhead',
          'themeColor',
          'timeZone',
          'upi.id',
          'upi.name',
        ].sort(),
      );
      for (const issue of issues) expect(issue.message.length).toBeGreaterThan(5);
      // The time field says what it takes: a 12-hour "9pm" is not guessed at.
      expect(issues.find((issue) => issue.path === 'daySummary.at')?.message).toMatch(/HH:MM/);
      // A field the settings do not have (the slug is the setup's) is refused, not dropped.
      await expectRefusedUnchanged(
        () => api.call('saveTownSettings', { ...settings(), slug: 'other' }, admin),
        'invalid-fields',
      );
    });

    test('the logo is a photo sent as product photos are, held by the town while it shows it', async () => {
      const upload = (api as HostDriver).uploadPhoto;
      if (!upload) throw new Error('this host cannot send photos');
      const send = async () => {
        const reply = await upload('product', await cameraPhoto('jpeg'), 'image/jpeg', admin);
        expect(reply.httpStatus).toBe(200);
        return (reply.body.result as { ref: string }).ref;
      };
      const photoOf = async (ref: string) =>
        (await api.documents<Photo>('photos')).find((photo) => `uploads/${photo.id}` === ref);

      const first = await send();
      expect(
        (await api.call('saveTownSettings', { ...settings(), logo: first }, admin)).httpStatus,
      ).toBe(200);
      expect(((await api.read('town')).body.result as TownConfig).logo).toBe(first);
      expect(await photoOf(first)).toMatchObject({ productId: townLogoHolder });

      const second = await send();
      await api.call('saveTownSettings', { ...settings(), logo: second }, admin);
      expect(await photoOf(second)).toMatchObject({ productId: townLogoHolder });
      // Let go: the photo sweep deletes it as any photo nothing shows.
      expect(await photoOf(first)).toMatchObject({ productId: null });

      // A photo that was never sent is refused at the logo field.
      const missing = await expectRefusedUnchanged(
        () => api.call('saveTownSettings', { ...settings(), logo: 'uploads/never-sent' }, admin),
        'invalid-fields',
      );
      expect(missing.body.error?.message).toMatch(/^logo:/);
    });
  },
  { empty: true },
);
