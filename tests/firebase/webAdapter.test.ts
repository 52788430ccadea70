import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { actions, runAction, signOutClears, storageKeys } from '@town/core';
import express from 'express';
import { deleteApp as deleteWebApp, getApps as webApps } from 'firebase/app';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { grantAdmin } from '../../functions/src/admins';
import { createCallables } from '../../functions/src/callables';
import { withTown } from '../../functions/src/hostDeps';
import { createFirebaseBackend } from '../../web/src/backend/firebase/firebaseBackend';
import type { Backend, OrderEvent } from '../../web/src/backend/types';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

const region = 'asia-south1';

/**
 * The real callables behind HTTP, at the paths the web SDK's functions emulator mode calls:
 * the callable protocol (JSON envelope, ID token in the Authorization header, checked against
 * the Auth emulator) runs for real, as on Cloud Functions.
 */
async function serveCallables(bed: FirebaseTestbed) {
  const callables = createCallables(() => bed.deps);
  const app = express();
  app.post('/:project/:region/:name', express.json(), (request, response) => {
    const callable = Object.hasOwn(callables, request.params.name)
      ? callables[request.params.name]
      : undefined;
    if (!callable) {
      response.status(404).json({ error: { status: 'NOT_FOUND', message: 'No such function' } });
      return;
    }
    return (callable as unknown as express.RequestHandler)(request, response, () => undefined);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { port: (server.address() as AddressInfo).port, server };
}

let backends = 0;
let staffAdded = 0;

describeWithFirebase("the web app's Firebase adapter (in Node, against the emulators)", () => {
  let bed: FirebaseTestbed;
  let functionsServer: Server;
  let functionsPort: number;
  // The callable SDK checks ID tokens with the default Admin app (as on Cloud Functions).
  let defaultAdminApp: ReturnType<typeof initializeApp>;

  beforeAll(async () => {
    bed = await startFirebaseTestbed();
    defaultAdminApp = initializeApp({ projectId: bed.authProjectId });
    ({ server: functionsServer, port: functionsPort } = await serveCallables(bed));
  });
  afterAll(async () => {
    await Promise.all(webApps().map((app) => deleteWebApp(app)));
    await new Promise((resolve) => functionsServer.close(resolve));
    await deleteApp(defaultAdminApp);
    await bed.stop();
  });

  /** A fresh browser tab: its own Firebase app and signed-out session. */
  function newBackend(): Backend {
    return createFirebaseBackend(
      {
        apiKey: 'demo-api-key',
        projectId: bed.projectId,
        region,
        appName: `web-adapter-${++backends}`,
        emulators: {
          auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
          firestore: { host: bed.firestore.emulatorHost, port: bed.firestore.port },
          functions: { host: '127.0.0.1', port: functionsPort },
        },
      },
      // As in the browser: firestore/lite (REST) for reads; Node has no IndexedDB for Auth.
      { firestore: () => import('firebase/firestore/lite'), persistence: 'memory' },
    );
  }

  test('public reads come straight from Firestore, as the catalog has them', async () => {
    const web = newBackend();
    const shops = await web.read<Array<{ name: string }>>('shops', { type: 'grocery' });
    expect(shops.map((s) => s.name)).toEqual(
      demoCatalog.shops
        .filter((s) => s.type === 'grocery' && s.active)
        .map((s) => s.name)
        .sort(),
    );
    const product = demoCatalog.products[0]!;
    expect(await web.read('product', { id: product.id })).toEqual(product);
  });

  test('a read of non-public data goes through the read callable', async () => {
    const web = newBackend();
    const doctor = demoCatalog.doctors[0]!;
    expect(await web.read('doctorSlots', { id: doctor.id, date: '2020-01-06' })).toEqual({
      date: '2020-01-06',
      slots: [],
    });
  });

  test('errors arrive as BackendError with the wire status, message and field details', async () => {
    const web = newBackend();
    await expect(web.read('shop', { id: 'no-such-shop' })).rejects.toMatchObject({
      name: 'BackendError',
      status: 'NOT_FOUND',
      message: 'No shop with id no-such-shop',
    });
    await expect(
      web.call('createOrder', {
        customer: { name: 'Nila', phone: '12345' },
        address: { line: '3 Bazaar Lane, Sonapur' },
        items: [{ productId: demoCatalog.products[0]!.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'customer.phone: Enter a 10-digit mobile number',
      details: {
        reason: 'invalid-fields',
        issues: [{ path: 'customer.phone', message: 'Enter a 10-digit mobile number' }],
      },
    });
  });

  test('an order placed through the callable opens by its private link, not by phone', async () => {
    const web = newBackend();
    const product = demoCatalog.products.find((p) => p.available && p.stock > 3)!;
    const placed = await web.call<{ code: string; secret: string; createdAt: string }>(
      'createOrder',
      {
        customer: { name: 'Nila Roy', phone: '9000000961' },
        address: { line: '3 Bazaar Lane, Sonapur' },
        items: [{ productId: product.id, quantity: 1 }],
      },
    );
    const opened = await web.call<{ order: { code: string; items: unknown[] } }>('openOrderLink', {
      code: placed.code,
      secret: placed.secret,
    });
    expect(opened.order).toMatchObject({ code: placed.code, items: [expect.anything()] });
    const found = await web.call<{ orders: Array<Record<string, unknown>> }>('findOrders', {
      phone: '9000000961',
    });
    expect(found.orders).toEqual([
      {
        placedAt: placed.createdAt,
        status: 'placed',
        shops: [expect.any(String)],
        shopsBn: [expect.any(String)],
      },
    ]);
  });

  test('a vendor signs in with phone and password and the session carries the vendor role', async () => {
    const web = newBackend();
    const vendor = demoStaff.vendors[0]!;
    expect(await web.session()).toEqual({ role: 'visitor' });
    const result = await web.call('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    expect(result).toEqual({
      principal: { role: 'vendor', vendorId: vendor.profile.id, shopId: vendor.profile.shopId },
      profile: vendor.profile,
      // This phone's own-device token: strangers' guesses never slow its next sign-in.
      device: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(await web.session()).toEqual({
      role: 'vendor',
      vendorId: vendor.profile.id,
      shopId: vendor.profile.shopId,
    });
    expect(await web.signOut()).toEqual({
      signedOut: true,
      clearStorage: signOutClears(storageKeys(demoTown.slug)),
    });
    expect(await web.session()).toEqual({ role: 'visitor' });
  });

  test('a wrong password is refused with the same message as on the local host', async () => {
    const web = newBackend();
    await expect(
      web.call('deliveryLogin', { phone: demoStaff.delivery[1]!.profile.phone, password: 'nope' }),
    ).rejects.toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Phone number or password is incorrect',
    });
    expect(await web.session()).toEqual({ role: 'visitor' });
  });

  test('admins sign in with Firebase Auth and need the admin claim', async () => {
    const email = 'web.admin@sonapur.example';
    const granted = await grantAdmin(
      { auth: bed.auth, store: bed.deps.context.store, ids: bed.deps.context.ids },
      email,
    );
    await bed.auth.updateUser(granted.uid, { password: 'web-admin-pass-1' });
    const web = newBackend();
    const result = await web.call('adminSignIn', {
      email: ' Web.Admin@sonapur.example ',
      password: 'web-admin-pass-1',
    });
    expect(result).toMatchObject({ principal: { role: 'admin', adminId: granted.adminId } });
    expect(await web.session()).toEqual({ role: 'admin', adminId: granted.adminId });

    await bed.auth.createUser({ email: 'plain@sonapur.example', password: 'plain-user-pass' });
    const other = newBackend();
    await expect(
      other.call('adminSignIn', { email: 'plain@sonapur.example', password: 'plain-user-pass' }),
    ).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(await other.session()).toEqual({ role: 'visitor' });
    await expect(
      other.call('adminSignIn', { email, password: 'wrong-password' }),
    ).rejects.toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Email or password is incorrect',
    });
  });

  test("staff open an order's photo through a signed link; a visitor is refused", async () => {
    // A customer's upload as recordPhoto leaves it: the object in Storage and its record.
    const objectPath = 'uploads/shoppingList/customer-web/photo-web-1';
    bed.bucket.put(objectPath, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    await bed.deps.context.store.transaction(async (tx) => {
      tx.set('photos', {
        id: 'photo-web-1',
        purpose: 'shoppingList',
        contentType: 'image/jpeg',
        bytes: 7,
        orderId: null,
        createdAt: bed.time.clock.now().toISOString(),
        objectPath,
      });
    });
    const customer = newBackend();
    await customer.call('sendFordoList', {
      customer: { name: 'Photo Customer', phone: '9000000981' },
      address: { line: '3 Station Road, Sonapur' },
      shopId: demoStaff.vendors[0]!.profile.shopId,
      list: { photo: 'uploads/photo-web-1' },
    });
    await expect(customer.photoLink('uploads/photo-web-1')).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });

    const email = 'photo.admin@sonapur.example';
    const granted = await grantAdmin(
      { auth: bed.auth, store: bed.deps.context.store, ids: bed.deps.context.ids },
      email,
    );
    const office = newBackend();
    await office.call('adminSignIn', { email, password: granted.password });
    expect(await office.photoLink('uploads/photo-web-1')).toContain(objectPath);
  });

  test('an admin password reset goes through Firebase Auth: same answer for any address, the link works once', async () => {
    const email = 'reset.admin@sonapur.example';
    const granted = await grantAdmin(
      { auth: bed.auth, store: bed.deps.context.store, ids: bed.deps.context.ids },
      email,
    );
    // The admin is signed in on another phone; the reset must end that session too.
    await bed.auth.updateUser(granted.uid, { password: 'reset-admin-old-1' });
    const otherPhone = newBackend();
    await otherPhone.call('adminSignIn', { email, password: 'reset-admin-old-1' });
    expect(await otherPhone.read('alertSummary')).toMatchObject({ countCap: expect.any(Number) });
    // Revocation is recorded in whole seconds: the sign-in must fall in an earlier second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const web = newBackend();
    expect(await web.call('requestPasswordReset', { email: 'nobody@example.org' })).toEqual({
      sent: true,
    });
    expect(await web.call('requestPasswordReset', { email })).toEqual({ sent: true });
    const codes = (await (
      await fetch(
        `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${bed.authProjectId}/oobCodes`,
      )
    ).json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
    const code = codes.oobCodes
      .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
      .at(-1)!;
    expect(
      await web.call('resetPassword', { token: code.oobCode, password: 'brand-new-pass-1' }),
    ).toEqual({ reset: true });
    await expect(
      web.call('resetPassword', { token: code.oobCode, password: 'another-pass-12' }),
    ).rejects.toMatchObject({ status: 'FAILED_PRECONDITION' });
    const signedIn = await web.call('adminSignIn', { email, password: 'brand-new-pass-1' });
    expect(signedIn).toMatchObject({ principal: { role: 'admin', adminId: granted.adminId } });
    await expect(otherPhone.read('alertSummary')).rejects.toMatchObject({
      status: 'UNAUTHENTICATED',
    });
  });

  /** Records a board's events, as the staff screens hear them. */
  function watch(web: Backend) {
    const events: OrderEvent[] = [];
    const stop = web.watchOrders((event) => events.push(event));
    return { events, stop, has: (check: (event: OrderEvent) => boolean) => events.some(check) };
  }

  test('an admin board starts with a snapshot and follows new orders as they are placed', async () => {
    const email = 'live.admin@sonapur.example';
    const granted = await grantAdmin(
      { auth: bed.auth, store: bed.deps.context.store, ids: bed.deps.context.ids },
      email,
    );
    await bed.auth.updateUser(granted.uid, { password: 'live-admin-pass' });
    const web = newBackend();
    await web.call('adminSignIn', { email, password: 'live-admin-pass' });
    const board = watch(web);
    await waitFor(() => board.has((event) => event.type === 'snapshot'));
    const product = demoCatalog.products.find((p) => p.available && p.stock > 3)!;
    const placed = await web.call<{ code: string }>('createOrder', {
      customer: { name: 'Live List', phone: '9000000971' },
      address: { line: '7 Station Road, Sonapur' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    await waitFor(() =>
      board.has((event) => event.type === 'order' && event.order.code === placed.code),
    );
    board.stop();
    expect(board.events.filter((event) => event.type === 'offline')).toEqual([]);
  });

  /**
   * Staff of this suite's own, added as an admin adds them. The run's suites share one Auth
   * emulator, where a uid is the role and the account's id: another suite that disables a demo
   * courier or resets the demo passwords (staffAuth, goingLive) revokes a demo login's token here.
   */
  async function newStaff(name: string, shopId?: string) {
    const phone = `96${String(++staffAdded).padStart(8, '0')}`;
    const password = `${name.toLowerCase()}-pass-1`;
    const role = shopId ? 'vendor' : 'delivery';
    await runAction(
      actions.createStaffAccount!,
      { ...(await withTown(bed.deps.context)), principal: { role: 'admin', adminId: 'suite' } },
      { role, name, phone, password, ...(shopId ? { shopId } : {}) },
    );
    return { phone, password };
  }

  test("a courier's board shows an order once the shop accepts it, and loses it when another courier takes it", async () => {
    const courier = await newStaff('Mitali');
    const otherCourier = await newStaff('Bablu');
    const product = demoCatalog.products.find((p) => p.available && p.stock > 3)!;
    const vendor = await newStaff('Haripada', product.shopId);
    const shop = newBackend();
    await shop.call('vendorLogin', vendor);
    const mine = newBackend();
    await mine.call('deliveryLogin', courier);
    const theirs = newBackend();
    await theirs.call('deliveryLogin', otherCourier);
    const board = watch(mine);
    await waitFor(() => board.has((event) => event.type === 'snapshot'));

    const placed = await newBackend().call<{ code: string }>('createOrder', {
      customer: { name: 'Board Test', phone: '9000000972' },
      address: { line: '9 Canal Road, Sonapur' },
      items: [{ productId: product.id, quantity: 1 }],
    });
    const order = (await bed.firestore.documents<{ id: string; code: string }>('orders')).find(
      (o) => o.code === placed.code,
    )!;
    await shop.call('moveOrder', { orderId: order.id, to: 'accepted' });
    await waitFor(() =>
      board.has((event) => event.type === 'order' && event.order.id === order.id),
    );
    await theirs.call('claimOrder', { orderId: order.id });
    await waitFor(() => board.has((event) => event.type === 'gone' && event.id === order.id));
    board.stop();
  });

  test("in an order from two shops, each vendor's board hears only that shop's part", async () => {
    const [vendorA, vendorB] = demoStaff.vendors;
    const productOf = (shopId: string) =>
      demoCatalog.products.find((p) => p.shopId === shopId && p.available && p.stock > 3)!;
    const productA = productOf(vendorA!.profile.shopId);
    const productB = productOf(vendorB!.profile.shopId);
    const shopA = newBackend();
    await shopA.call('vendorLogin', { phone: vendorA!.profile.phone, password: vendorA!.password });
    const shopB = newBackend();
    await shopB.call('vendorLogin', { phone: vendorB!.profile.phone, password: vendorB!.password });
    const boardA = watch(shopA);
    const boardB = watch(shopB);
    await waitFor(
      () => boardA.has((e) => e.type === 'snapshot') && boardB.has((e) => e.type === 'snapshot'),
    );

    const placed = await newBackend().call<{ code: string }>('createOrder', {
      customer: { name: 'Two Shop Board', phone: '9000000973' },
      address: { line: '11 Canal Road, Sonapur' },
      items: [
        { productId: productA.id, quantity: 1 },
        { productId: productB.id, quantity: 2 },
      ],
    });
    const partOn = (board: ReturnType<typeof watch>, status: string) =>
      board.has(
        (e) =>
          e.type === 'order' &&
          e.order.code === placed.code &&
          'part' in e.order &&
          e.order.part.status === status,
      );
    await waitFor(() => partOn(boardA, 'placed') && partOn(boardB, 'placed'));
    const order = (await bed.firestore.documents<{ id: string; code: string }>('orders')).find(
      (o) => o.code === placed.code,
    )!;
    await shopA.call('moveOrder', { orderId: order.id, to: 'accepted' });
    await waitFor(() => partOn(boardA, 'accepted'));
    boardA.stop();
    boardB.stop();
    const heardByA = JSON.stringify(boardA.events);
    const heardByB = JSON.stringify(boardB.events);
    expect(heardByA).toContain(productA.id);
    expect(heardByA).not.toContain(productB.id);
    expect(heardByB).toContain(productB.id);
    expect(heardByB).not.toContain(productA.id);
    expect(heardByB).not.toContain('"totalPaise"');
    // Shop B's own part never moved.
    expect(partOn(boardB, 'accepted')).toBe(false);
  });

  test('signing out ends the board with signedOut', async () => {
    const courier = demoStaff.delivery[0]!;
    const web = newBackend();
    await web.call('deliveryLogin', { phone: courier.profile.phone, password: courier.password });
    const board = watch(web);
    await waitFor(() => board.has((event) => event.type === 'snapshot'));
    await web.signOut();
    await waitFor(() => board.has((event) => event.type === 'signedOut'));
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
