import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { collectionNames, slotsOn } from '@town/core';
import type { CallableRequest } from 'firebase-functions/v2/https';
import firebaseFunctionsTest from 'firebase-functions-test';
import { demoCatalog, demoStaff } from '../../demo';
import { createCallables } from '../../functions/src/callables';
import { collectionsLeftBehind, movedCollections } from '../../functions/src/moveFromLocal';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const run = promisify(execFile);

interface Link {
  code: string;
  secret: string;
}

/** The code and secret an action answered with (createOrder, bookAppointment). */
function linkOf(body: { result?: unknown }): Link {
  const { code, secret } = (body.result ?? {}) as Partial<Link>;
  if (!code || !secret) throw new Error(`No private link in ${JSON.stringify(body)}`);
  return { code, secret };
}
const cli = join(__dirname, '..', '..', 'functions', 'cli-dist', 'moveFromLocal.js');

describeWithFirebase(
  'moving a town from the local host to Firebase (npm run move:to-firebase)',
  () => {
    let local: LocalDriver;
    let bed: FirebaseTestbed;
    const fft = firebaseFunctionsTest();
    /** Private links a customer and a patient were given by the local host. */
    const links: { order?: Link; appointment?: Link } = {};

    /** The first free slot of a doctor on the local host, from tomorrow on. */
    async function freeSlot(doctorId: string) {
      const doctor = demoCatalog.doctors.find((d) => d.id === doctorId)!;
      const day = new Date(local.now());
      for (let i = 0; i < 30; i++) {
        day.setUTCDate(day.getUTCDate() + 1);
        const date = day.toISOString().slice(0, 10);
        if (slotsOn(doctor, date).length === 0) continue;
        const reply = await local.read('doctorSlots', { id: doctorId, date });
        const [slot] = (reply.body.result as { slots: string[] }).slots;
        if (slot) return { date, slot };
      }
      throw new Error('No free slot in 30 days');
    }

    beforeAll(async () => {
      local = await startLocalDriver();
      bed = await startFirebaseTestbed({ seed: false });
      const product = demoCatalog.products.find((p) => p.available && p.stock > 2)!;
      const ordered = await local.call('createOrder', {
        customer: { name: 'Moved Customer', phone: '9000000981' },
        address: { line: '9 Old Market, Sonapur' },
        items: [{ productId: product.id, quantity: 2 }],
      });
      links.order = linkOf(ordered.body);
      const doctor = demoCatalog.doctors.find((d) => d.active)!;
      const booked = await local.call('bookAppointment', {
        doctorId: doctor.id,
        ...(await freeSlot(doctor.id)),
        patient: { name: 'Moved Patient', phone: '9000000983' },
      });
      links.appointment = linkOf(booked.body);
      await local.call('sendContactMessage', {
        name: 'Asha',
        phone: '9000000982',
        message: 'Please add a bus to Bolpur.',
      });
    });
    afterAll(async () => {
      fft.cleanup();
      await bed.stop();
      await local.stop();
    });

    /** The one command, in its own process, against this file's project on the emulator. */
    const move = (...flags: string[]) =>
      run(
        process.execPath,
        [cli, '--data-dir', dirname(local.databaseFile), '--project', bed.projectId, ...flags],
        { env: { ...process.env, FIRESTORE_EMULATOR_HOST: bed.firestore.host } },
      );

    const byId = <T extends { id: string }>(docs: T[]) =>
      [...docs].sort((a, b) => a.id.localeCompare(b.id));

    test('copies catalog, staff with their logins, orders and bookings under the same ids', async () => {
      const { stdout } = await move();
      for (const collection of movedCollections) {
        // An admin signs in with Firebase Auth there: their local password stays behind.
        const moved = local
          .documents<{ id: string; role?: string }>(collection)
          .filter((doc) => collection !== 'credentials' || doc.role !== 'admin');
        expect([
          collection,
          byId(await bed.firestore.documents<{ id: string }>(collection)),
        ]).toEqual([collection, byId(moved)]);
      }
      const logins = await bed.firestore.documents<{ role: string }>('credentials');
      expect(logins.length).toBe(demoStaff.vendors.length + demoStaff.delivery.length);
      expect(logins.some((login) => login.role === 'admin')).toBe(false);
      expect(await bed.firestore.documents('orders')).toHaveLength(1);
      expect(await bed.firestore.documents('contactMessages')).toHaveLength(1);
      expect(stdout).toContain('orders                 1 written, 0 already there');
    });

    test('every collection is moved or left behind with a reason', () => {
      const named = [...movedCollections, ...Object.keys(collectionsLeftBehind)];
      expect([...named].sort()).toEqual([...collectionNames].sort());
      expect(new Set(named).size).toBe(named.length);
    });

    test("a customer's and a patient's private links from the local host open on Firebase", async () => {
      const callables = createCallables(() => bed.deps);
      const open = (action: 'openOrderLink' | 'openBookingLink', link: Link) =>
        fft.wrap(callables[action]!)({ data: link } as unknown as CallableRequest);
      const order = (await open('openOrderLink', links.order!)) as { order: { code: string } };
      expect(order.order.code).toBe(links.order!.code);
      const booking = (await open('openBookingLink', links.appointment!)) as {
        booking: { code: string };
      };
      expect(booking.booking.code).toBe(links.appointment!.code);
    });

    test('leaves the outbox, throttling and reset tokens behind', async () => {
      expect(local.documents('outbox').length).toBeGreaterThan(0);
      for (const collection of ['outbox', 'loginAttempts', 'passwordResets']) {
        expect(await bed.firestore.documents(collection)).toEqual([]);
      }
    });

    test('staff sign in on the Firebase host with the passwords they had', async () => {
      const vendor = demoStaff.vendors[0]!;
      const callables = createCallables(() => bed.deps);
      const result = await fft.wrap(callables.vendorLogin!)({
        data: { phone: vendor.profile.phone, password: vendor.password },
      } as unknown as CallableRequest);
      expect(result).toMatchObject({ principal: { role: 'vendor', vendorId: vendor.profile.id } });
    });

    test('running it again changes nothing, and keeps what changed on Firebase since', async () => {
      const [order] = await bed.firestore.documents<{ id: string; status: string }>('orders');
      await bed.db.collection('orders').doc(order!.id).update({ status: 'accepted' });
      const before = await bed.firestore.dump();
      const { stdout } = await move();
      expect(await bed.firestore.dump()).toBe(before);
      expect(stdout).toContain('orders                 0 written, 1 already there');
    });

    test('--overwrite replaces Firebase documents with the local ones', async () => {
      await move('--overwrite');
      expect((await bed.firestore.documents<{ status: string }>('orders'))[0]?.status).toBe(
        'placed',
      );
    });

    test('a missing database is a clear error and writes nothing', async () => {
      const before = await bed.firestore.dump();
      await expect(
        run(
          process.execPath,
          [cli, '--data-dir', '/nonexistent-town', '--project', bed.projectId],
          {
            env: { ...process.env, FIRESTORE_EMULATOR_HOST: bed.firestore.host },
          },
        ),
      ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No local database at') });
      expect(await bed.firestore.dump()).toBe(before);
    });
  },
);
