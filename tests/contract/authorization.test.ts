import {
  actions,
  type Credential,
  liveFeeds,
  type Order,
  type OutboxEntry,
  type Role,
  reads,
  slotsOn,
} from '@town/core';
import { createScryptHasher } from '@town/core/node';
import { demoCatalog, demoStaff } from '../../demo';
import { describeOnHosts, type HostDriver } from '../support/hosts';
import type { DemoStaffMember, LocalDriver } from '../support/localDriver';
import { cameraPhoto } from '../support/photos';
import type { SseStream } from '../support/sse';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherVendorProduct,
  otherVendorShopId,
  secondVendorProduct,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { labCollection, savableSettings } from '../support/testTown';

/**
 * The authorization matrix: every action, read and live feed, called on each host by each kind
 * of caller, against data that belongs to "vendor" and "delivery" (never to "otherVendor" or
 * "otherDelivery"). Allowed calls must succeed (200); refused ones must answer 401 (anonymous)
 * or 403 (staff) — 404 for a customer action whose proof does not match — and change nothing.
 * The rows are written out here, not derived from the core: a new action without a row fails.
 */
const callers = [
  'visitor',
  'customer',
  'vendor',
  'otherVendor',
  'delivery',
  'otherDelivery',
  'admin',
] as const;
type Caller = (typeof callers)[number];

const roleOf: Record<Caller, Role> = {
  visitor: 'visitor',
  customer: 'customer',
  vendor: 'vendor',
  otherVendor: 'vendor',
  delivery: 'delivery',
  otherDelivery: 'delivery',
  admin: 'admin',
};

const all = callers;
const adminOnly = ['admin'] as const;
const bothVendors = ['vendor', 'otherVendor'] as const;
const bothCouriers = ['delivery', 'otherDelivery'] as const;
const orderStaffCallers = ['vendor', 'otherVendor', 'delivery', 'otherDelivery', 'admin'] as const;

interface Row {
  allow: readonly Caller[];
  /** The input this caller sends; it may prepare fresh data first (on `target`, the host called). */
  input(caller: Caller, target: HostDriver): unknown | Promise<unknown>;
  /**
   * Allowed calls go to a new, empty town of the same kind of host (the setup of a town): the
   * town every other row needs is set up already, and must stay as it is.
   */
  emptyTown?: true;
  /**
   * The status allowed callers get instead of 200, for an action whose success needs what the
   * matrix's hosts lack (a bot token Telegram accepts: tests/host/telegramFromScreens.test.ts
   * saves one). Any status but 401 and 403 shows the caller passed the audience check.
   */
  allowedAnswer?: number;
}

describeOnHosts(
  'the authorization matrix',
  (api, host) => {
    let fixtures: OrderFixtures;
    let cookieOf: (who: DemoStaffMember) => Promise<string>;
    const admin = () => cookieOf('admin');
    let counter = 0;
    const unique = () => ++counter;

    /**
     * The admin whose password the reset rows reset, seven times: the matrix's own. On Firebase
     * a reset ends every session of that admin's Auth user, and the run's suites share one Auth
     * emulator where admin uids are not kept apart (firebaseTestbed.ts), so resetting the demo
     * admin signed out every suite working as it at the time (tests/contract/badInput.test.ts
     * failed with 401s beside this suite).
     */
    const resetAdmin = {
      id: 'admin-matrix-reset',
      name: 'Matrix Reset Admin',
      email: 'matrix-reset@sonapur.example',
      password: 'matrix-reset-pass-1',
    };

    beforeAll(async () => {
      cookieOf = staffSessions(api);
      fixtures = orderFixtures(api, admin);
      const { id, name, email, password } = resetAdmin;
      await api.storeAsIs('admins', { id, name, email });
      await api.storeAsIs('credentials', {
        id: `credential-${id}`,
        role: 'admin',
        subjectId: id,
        login: email,
        passwordHash: await createScryptHasher().hash(password),
        disabled: false,
        createdAt: api.now().toISOString(),
      } satisfies Credential);
      await fixtures.stockUp();
    });

    const vendorLogin = demoStaff.vendors[0]!;
    const courierLogin = demoStaff.delivery[0]!;
    const adminLogin = demoStaff.admins[0]!;
    const doctor = demoCatalog.doctors.find((d) => d.active)!;
    const labTest = demoCatalog.labTests.find((t) => t.active)!;
    const teacher = demoCatalog.teachers[0]!;
    const otherShopProduct = demoCatalog.products.find(
      (p) => p.shopId === vendorShopId && p.id !== vendorProduct.id,
    )!;

    async function freeSlot(): Promise<{ date: string; slot: string }> {
      const date = new Date(api.now());
      for (let i = 0; i < 60; i++) {
        date.setUTCDate(date.getUTCDate() + 1);
        const iso = date.toISOString().slice(0, 10);
        if (slotsOn(doctor, iso).length === 0) continue;
        const reply = await api.read('doctorSlots', { id: doctor.id, date: iso });
        const [slot] = (reply.body.result as { slots: string[] }).slots;
        if (slot) return { date: iso, slot };
      }
      throw new Error('No free slot in 60 days');
    }

    async function openQueue() {
      const opened = await api.call('openTokenQueue', { doctorId: doctor.id }, await admin());
      if (opened.httpStatus !== 200) throw new Error(`No queue: ${opened.text}`);
    }

    /** Today's queue with a walk-in after the token being seen; answers that token's number. */
    async function queueWithOneWaiting(): Promise<number> {
      await openQueue();
      const added = await api.call(
        'addWalkIn',
        { doctorId: doctor.id, name: 'Matrix Next' },
        await admin(),
      );
      const { queue } = added.body.result as { queue: { nowSeeing: number } };
      return queue.nowSeeing;
    }

    /** A browser's subscription on a real push service (the matrix sends nothing to it). */
    const pushBrowser = () => ({
      language: 'en',
      subscription: {
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${unique()}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    });

    /** A fresh appointment and its link's secret, given once by bookAppointment. */
    async function bookedAppointment(): Promise<{ code: string; secret: string }> {
      const booked = await api.call('bookAppointment', {
        doctorId: doctor.id,
        ...(await freeSlot()),
        patient: { name: 'Matrix Patient', phone: '9000000963' },
      });
      if (booked.httpStatus !== 200) throw new Error(`No appointment: ${booked.text}`);
      const { code, secret } = booked.body.result as { code: string; secret: string };
      return { code, secret };
    }

    /**
     * A fresh reset link's token, from the email the host sends (on either host). An hour
     * passes first: one address gets a few reset emails an hour, and the matrix asks for more.
     */
    async function resetToken(): Promise<string> {
      api.advanceClock(60 * 60 * 1000);
      await api.call('requestPasswordReset', { email: resetAdmin.email });
      const token = await api.resetTokenMailedTo(resetAdmin.email);
      if (!token) throw new Error('No reset link was sent');
      return token;
    }

    async function newAccount(role: 'vendor' | 'delivery') {
      const reply = await api.call(
        'createStaffAccount',
        {
          role,
          name: `Matrix ${role} ${unique()}`,
          phone: `97${String(unique()).padStart(8, '0')}`,
          password: 'matrix-pass-1',
          ...(role === 'vendor' ? { shopId: vendorShopId } : {}),
        },
        await admin(),
      );
      return (reply.body.result as { account: { id: string } }).account;
    }

    /** A fresh invitation link's token, for a new courier added without a password. */
    async function invitationToken(): Promise<string> {
      const reply = await api.call(
        'createStaffAccount',
        {
          role: 'delivery',
          name: `Invited ${unique()}`,
          phone: `95${String(unique()).padStart(8, '0')}`,
        },
        await admin(),
      );
      const { invitation } = reply.body.result as { invitation?: { token: string } };
      if (!invitation) throw new Error(`No invitation: ${reply.text}`);
      return invitation.token;
    }

    async function newTeacher(): Promise<string> {
      const reply = await api.call(
        'adminCreateItem',
        { collection: 'teachers', doc: { ...teacher, id: undefined, name: `Teacher ${unique()}` } },
        await admin(),
      );
      return (reply.body.result as { item: { id: string } }).item.id;
    }

    async function newContactMessage(): Promise<string> {
      const text = `Matrix message ${unique()}`;
      await api.call('sendContactMessage', { name: 'Asha', phone: '9000000961', message: text });
      return (await api.documents<{ id: string; message: string }>('contactMessages')).find(
        (m) => m.message === text,
      )!.id;
    }

    const orderInput = () => ({
      customer: { name: 'Matrix Customer', phone: '9000000962' },
      address: { line: '4 Matrix Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
    });

    /** For each caller, the order they would move and where to: their own kind of move. */
    async function moveInput(caller: Caller) {
      if (caller === 'delivery' || caller === 'otherDelivery') {
        const order = await fixtures.at('ready', { courier: courierId });
        return { orderId: order.id, to: 'outForDelivery' };
      }
      const order = await fixtures.at('placed');
      return { orderId: order.id, to: 'accepted' };
    }

    const actionRows: Record<string, Row> = {
      vendorLogin: {
        allow: all,
        input: () => ({ phone: vendorLogin.profile.phone, password: vendorLogin.password }),
      },
      deliveryLogin: {
        allow: all,
        input: () => ({ phone: courierLogin.profile.phone, password: courierLogin.password }),
      },
      adminSignIn: {
        allow: all,
        input: () => ({ email: adminLogin.profile.email, password: adminLogin.password }),
      },
      requestPasswordReset: { allow: all, input: () => ({ email: adminLogin.profile.email }) },
      resetPassword: {
        allow: all,
        input: async () => ({ token: await resetToken(), password: resetAdmin.password }),
      },
      createOrder: { allow: all, input: orderInput },
      sendFordoList: {
        allow: all,
        input: () => ({
          customer: { name: 'Matrix Customer', phone: '9000000962' },
          address: { line: '4 Matrix Road, Sonapur' },
          list: { text: '1 kg rice' },
        }),
      },
      findOrders: { allow: all, input: () => ({ phone: '9000000962' }) },
      bookAppointment: {
        allow: all,
        input: async () => ({
          doctorId: doctor.id,
          ...(await freeSlot()),
          patient: { name: 'Matrix Patient', phone: '9000000963' },
        }),
      },
      bookLabTest: {
        allow: all,
        input: () => ({
          testIds: [labTest.id],
          patient: { name: 'Matrix Patient', phone: '9000000963' },
          ...labCollection({ date: '2030-01-15' }),
          homeCollection: false,
        }),
      },
      requestMedicalAssistance: {
        allow: all,
        input: () => ({
          requester: { name: 'Matrix Patient', phone: '9000000963' },
          address: { line: '4 Matrix Road, Sonapur' },
          need: 'Wheelchair to the hospital',
          urgent: false,
        }),
      },
      sendContactMessage: {
        allow: all,
        input: () => ({ name: 'Asha', email: 'asha@example.org', message: 'Hello there' }),
      },
      openOrderLink: {
        allow: all,
        // The link is the proof, whoever holds it: a neighbour's phone as much as the buyer's.
        input: async () => {
          const order = await fixtures.place();
          return { code: order.code, secret: order.secret };
        },
      },
      cancelOrder: {
        allow: ['customer'],
        input: async (caller) => {
          const order = await fixtures.at('placed');
          // A visitor knows the code and the phone it was placed with, but not the link's secret.
          return {
            code: order.code,
            secret: caller === 'visitor' ? 'V'.repeat(43) : order.secret,
          };
        },
      },
      followByPush: {
        // As opening the link: whoever holds it may be told of the order's moves.
        allow: all,
        input: async () => {
          const order = await fixtures.place();
          return { of: 'order', code: order.code, secret: order.secret, ...pushBrowser() };
        },
      },
      stopPush: {
        allow: all,
        input: async () => {
          const order = await fixtures.place();
          const { subscription } = pushBrowser();
          return {
            of: 'order',
            code: order.code,
            secret: order.secret,
            endpoint: subscription.endpoint,
          };
        },
      },
      // A vendor's or courier's own device, tied to their account: customers and admins keep
      // no board.
      followBoardByPush: {
        allow: [...bothVendors, ...bothCouriers],
        input: () => pushBrowser(),
      },
      stopBoardPush: {
        allow: [...bothVendors, ...bothCouriers],
        input: () => ({ endpoint: pushBrowser().subscription.endpoint }),
      },
      openBookingLink: {
        allow: all,
        // As with orders, the booking's link is the proof, whoever holds it.
        input: () => bookedAppointment(),
      },
      cancelBooking: {
        allow: ['customer'],
        input: async (caller) => {
          const booking = await bookedAppointment();
          return {
            code: booking.code,
            secret: caller === 'visitor' ? 'V'.repeat(43) : booking.secret,
          };
        },
      },
      rescheduleAppointment: {
        allow: ['customer'],
        input: async (caller) => {
          const booking = await bookedAppointment();
          return {
            code: booking.code,
            secret: caller === 'visitor' ? 'V'.repeat(43) : booking.secret,
            ...(await freeSlot()),
          };
        },
      },
      moveOrder: { allow: ['vendor', 'delivery', 'admin'], input: moveInput },
      // A packed part of an order "delivery" holds: its courier's to pick up, or an admin's.
      pickUpPart: {
        allow: ['delivery', 'admin'],
        input: async () => ({
          orderId: (await fixtures.at('ready', { courier: courierId })).id,
          shopId: vendorShopId,
        }),
      },
      // A line of shop A's part while it packs: shop A's vendor or an admin says it is short.
      markLineShort: {
        allow: ['vendor', 'admin'],
        input: async () => ({
          orderId: (await fixtures.placeTwoLines()).id,
          productId: secondVendorProduct.id,
          available: 1,
          shopId: vendorShopId,
        }),
      },
      // A weighed line of shop A's part while it packs: shop A's vendor or an admin weighs it.
      weighLine: {
        allow: ['vendor', 'admin'],
        input: async () => ({
          orderId: (await fixtures.placeWeighed()).id,
          productId: secondVendorProduct.id,
          actualGrams: 1100,
          shopId: vendorShopId,
        }),
      },
      // The holder of the link answers a line weighed beyond tolerance; a visitor has no secret.
      answerWeighedLine: {
        allow: ['customer'],
        input: async (caller) => {
          const order = await fixtures.placeWeighed(1500);
          return {
            code: order.code,
            secret: caller === 'visitor' ? 'V'.repeat(43) : order.secret,
            shopId: vendorShopId,
            productId: secondVendorProduct.id,
            accept: true,
          };
        },
      },
      claimOrder: {
        allow: bothCouriers,
        input: async () => ({ orderId: (await fixtures.at('accepted')).id }),
      },
      assignOrder: {
        allow: adminOnly,
        input: async () => ({
          orderId: (await fixtures.at('accepted')).id,
          deliveryPersonId: courierId,
        }),
      },
      cancelOrdersOfPhone: {
        allow: adminOnly,
        input: async () => ({ phone: (await fixtures.place()).phone }),
      },
      // The order's own courier (another courier's is refused) or an admin.
      reportFailedDelivery: {
        allow: ['delivery', 'admin'],
        input: async () => ({
          orderId: (await fixtures.at('outForDelivery', { courier: courierId })).id,
          reason: 'nobodyHome',
        }),
      },
      sendOutAgain: {
        allow: adminOnly,
        input: async () => {
          const order = await fixtures.at('outForDelivery', { courier: courierId });
          const reply = await api.call(
            'reportFailedDelivery',
            { orderId: order.id, reason: 'refused' },
            await admin(),
          );
          expect(reply.httpStatus).toBe(200);
          return { orderId: order.id, deliveryPersonId: courierId };
        },
      },
      vendorAddProduct: {
        allow: bothVendors,
        input: () => ({
          name: `Matrix product ${unique()}`,
          description: 'Made by the matrix',
          category: 'Tests',
          unit: '1 pc',
          pricePaise: 1000,
          stock: 5,
          available: true,
        }),
      },
      vendorUpdateProduct: {
        allow: ['vendor'],
        input: () => ({ productId: otherShopProduct.id, pricePaise: 1000 + unique() }),
      },
      // A product of vendor's shop: its vendor and admins only (the photo itself in productPhotos).
      setProductPhoto: {
        allow: ['vendor', 'admin'],
        input: () => ({ productId: otherShopProduct.id, photo: null }),
      },
      // Opening the vendor's own shop, as it is: later rows still order from it.
      setShopOpening: {
        allow: ['vendor', 'admin'],
        input: () => ({ shopId: vendorShopId, status: 'open' }),
      },
      adminCreateItem: {
        allow: adminOnly,
        input: () => ({
          collection: 'teachers',
          doc: { ...teacher, id: undefined, name: `Teacher ${unique()}` },
        }),
      },
      adminUpdateItem: {
        allow: adminOnly,
        input: () => ({ collection: 'teachers', doc: { ...teacher, feeNote: `Fee ${unique()}` } }),
      },
      // A preview: it reads the catalog and writes nothing (confirming writes, tested on its own).
      adminImportCatalog: {
        allow: adminOnly,
        input: () => ({
          collection: 'searchWords',
          csv: `name,words\r\nMatrix ${unique()},matrix\r\n`,
        }),
      },
      vendorImportProducts: {
        allow: bothVendors,
        input: () => ({
          csv: `name,unit,priceRupees,stock,available,category,description\r\nMatrix ${unique()},1 pc,10,1,yes,Tests,\r\n`,
        }),
      },
      adminDeleteItem: {
        allow: adminOnly,
        input: async () => ({ collection: 'teachers', id: await newTeacher() }),
      },
      // Taking a news post's picture off: no suite looks at the demo posts' pictures.
      setCatalogPhoto: {
        allow: adminOnly,
        input: () => ({ collection: 'feeds', id: demoCatalog.feeds[0]!.id, photo: null }),
      },
      setBookingHandled: {
        allow: adminOnly,
        input: async () => ({
          kind: 'contactMessages',
          id: await newContactMessage(),
          handled: true,
        }),
      },
      // A doctor's token queue: the desk (admins) opens it, adds walk-ins and calls the next.
      openTokenQueue: { allow: adminOnly, input: () => ({ doctorId: doctor.id }) },
      addWalkIn: {
        allow: adminOnly,
        input: async () => {
          await openQueue();
          return { doctorId: doctor.id, name: 'Matrix Walk-in' };
        },
      },
      callNextToken: {
        allow: adminOnly,
        // The token being seen, so an allowed press moves the queue (a refused one must not).
        input: async () => ({ doctorId: doctor.id, closing: await queueWithOneWaiting() }),
      },
      // The patient's place, by the booking's private link: whoever holds it.
      queuePlaceByLink: { allow: all, input: () => bookedAppointment() },
      // The desk or the lab takes a booking to its next step: admins only, the patient never.
      moveBooking: {
        allow: adminOnly,
        input: async () => {
          const before = new Set(
            (await api.documents<{ id: string }>('labBookings')).map((booking) => booking.id),
          );
          const booked = await api.call('bookLabTest', {
            testIds: [labTest.id],
            patient: { name: 'Matrix Lab', phone: '9000000964' },
            ...labCollection({ date: '2030-01-16' }),
            homeCollection: false,
          });
          if (booked.httpStatus !== 200) throw new Error(`No lab booking: ${booked.text}`);
          await settle();
          const fresh = (await api.documents<{ id: string }>('labBookings')).find(
            (booking) => !before.has(booking.id),
          );
          return { kind: 'labBookings', id: fresh!.id, to: 'confirmed' };
        },
      },
      createStaffAccount: {
        allow: adminOnly,
        input: () => ({
          role: 'delivery',
          name: `Courier ${unique()}`,
          phone: `96${String(unique()).padStart(8, '0')}`,
          password: 'first-pass-123',
        }),
      },
      resetStaffPassword: {
        allow: adminOnly,
        input: async () => ({
          role: 'delivery',
          id: (await newAccount('delivery')).id,
          password: 'second-pass-123',
        }),
      },
      sendStaffInvitation: {
        allow: adminOnly,
        input: async () => ({ role: 'vendor', id: (await newAccount('vendor')).id }),
      },
      revokeStaffInvitation: {
        allow: adminOnly,
        input: async () => ({ role: 'delivery', id: (await newAccount('delivery')).id }),
      },
      // The link is the proof: anyone holding it may see whom it is for and use it once.
      viewStaffInvitation: { allow: all, input: async () => ({ token: await invitationToken() }) },
      acceptStaffInvitation: {
        allow: all,
        input: async () => ({ token: await invitationToken(), password: 'invited-pass-12' }),
      },
      setStaffDisabled: {
        allow: adminOnly,
        input: async () => ({
          role: 'vendor',
          id: (await newAccount('vendor')).id,
          disabled: true,
        }),
      },
      retryAlert: {
        allow: adminOnly,
        input: async () => {
          await api.call('createOrder', orderInput());
          await settle();
          const waiting = (await api.documents<{ id: string; status: string }>('outbox')).find(
            (entry) => entry.status === 'notConfigured',
          );
          if (!waiting) throw new Error('No alert is waiting for Telegram settings');
          return { id: waiting.id };
        },
      },
      connectTelegram: { allow: orderStaffCallers, input: () => ({}) },
      disconnectTelegram: { allow: orderStaffCallers, input: () => ({}) },
      unlinkTelegram: { allow: adminOnly, input: () => ({ role: 'delivery', id: courierId }) },
      // The lab's chat bound from inside it (as /here lab does), so a test message has a chat.
      sendTelegramTest: {
        allow: adminOnly,
        input: async () => {
          await api.storeAsIs('telegramChats', {
            id: 'labClient',
            chatId: '-1001777',
            title: 'Lab desk',
            boundByAdminId: 'matrix-admin',
            boundByName: 'Matrix Admin',
            boundAt: new Date().toISOString(),
          });
          return { channel: 'labClient' };
        },
      },
      unbindTelegramChat: { allow: adminOnly, input: () => ({ channel: 'labClient' }) },
      // Admins pass, and the host checks the token: this one is not a token at all.
      saveTelegramBot: {
        allow: adminOnly,
        allowedAnswer: 400,
        input: () => ({ token: 'not-a-bot-token' }),
      },
      removeTelegramBot: { allow: adminOnly, input: () => ({}) },
      // Anyone holding an empty town's setup link; staff exist only once a town is set up.
      setUpTown: {
        allow: ['visitor', 'customer'],
        emptyTown: true,
        input: async (caller, target) => ({
          token:
            caller === 'visitor' || caller === 'customer'
              ? await target.newSetupToken()
              : 'T'.repeat(43),
          name: `Matrix Town ${unique()}`,
          email: `matrix-${unique()}-${Date.now()}@example.org`,
          password: 'matrix-pass-123',
        }),
      },
      // The town as the other rows need it (testTown's limits, as high as the settings allow:
      // its own are beyond them, out of every suite's way), its tagline changed each time.
      saveTownSettings: {
        allow: adminOnly,
        input: () => ({ ...savableSettings(), tagline: `Matrix tagline ${unique()}` }),
      },
      markCashHandedOver: {
        allow: adminOnly,
        // Fresh cash in the courier's hand for each caller: an order delivered and paid in cash.
        input: async () => {
          const order = await fixtures.at('outForDelivery', { courier: courierId });
          const courier = await cookieOf('delivery');
          const amountPaise = await fixtures.totalOf(order.id);
          const delivered = await api.call(
            'moveOrder',
            { orderId: order.id, to: 'delivered', collected: { method: 'cash', amountPaise } },
            courier,
          );
          if (delivered.httpStatus !== 200) throw new Error(`Not delivered: ${delivered.text}`);
          const day = await api.read('courierDay', {}, courier);
          return { deliveryPersonId: courierId, day: (day.body.result as { day: string }).day };
        },
      },
    };

    const shop = demoCatalog.shops[0]!;
    const publicReads: Record<string, Record<string, string>> = {
      town: {},
      pushPublicKey: {},
      shops: { type: 'grocery' },
      shop: { id: shop.id },
      products: { shopType: 'grocery' },
      product: { id: vendorProduct.id },
      doctors: {},
      doctor: { id: doctor.id },
      doctorSlots: { id: doctor.id, date: '2030-01-15' },
      doctorNextSlot: { id: doctor.id },
      doctorQueueLength: { doctorId: doctor.id },
      doctorsNextSlots: {},
      labTests: {},
      emergencyContacts: {},
      teachers: {},
      transport: { kind: 'toto' },
      busRoutes: {},
      busRoute: { slug: demoCatalog.busRoutes[0]!.slug },
      galleries: {},
      gallery: { id: demoCatalog.galleries[0]!.id },
      feeds: { type: 'news' },
      services: {},
      searchCatalog: {},
      deliverySlots: { shops: shop.id },
    };

    const readRows: Record<string, Row> = {
      ...Object.fromEntries(
        Object.entries(publicReads).map(([name, params]) => [
          name,
          { allow: all, input: () => params },
        ]),
      ),
      adminDashboard: { allow: adminOnly, input: () => ({}) },
      adminOrders: { allow: adminOnly, input: () => ({ status: 'placed', pageSize: '5' }) },
      adminBookings: { allow: adminOnly, input: () => ({ kind: 'appointments' }) },
      adminItems: { allow: adminOnly, input: () => ({ collection: 'doctors' }) },
      adminExportCatalog: { allow: adminOnly, input: () => ({ collection: 'doctors' }) },
      vendorExportProducts: { allow: bothVendors, input: () => ({ rows: 'template' }) },
      staffAccounts: { allow: adminOnly, input: () => ({}) },
      staffOrder: {
        allow: ['vendor', 'delivery', 'admin'],
        input: async () => ({ id: (await fixtures.at('ready', { courier: courierId })).id }),
      },
      vendorProducts: { allow: bothVendors, input: () => ({}) },
      vendorOrders: { allow: bothVendors, input: () => ({}) },
      deliveryOrders: { allow: bothCouriers, input: () => ({}) },
      alertOutbox: { allow: adminOnly, input: () => ({ state: 'notConfigured' }) },
      alertSummary: { allow: adminOnly, input: () => ({}) },
      backupStatus: { allow: adminOnly, input: () => ({}) },
      goingLive: { allow: adminOnly, input: () => ({}) },
      myTelegramLink: { allow: orderStaffCallers, input: () => ({}) },
      telegramLinks: { allow: adminOnly, input: () => ({}) },
      telegramChats: { allow: adminOnly, input: () => ({}) },
      courierDay: { allow: bothCouriers, input: () => ({}) },
      moneyDay: { allow: adminOnly, input: () => ({}) },
      dayReport: { allow: adminOnly, input: () => ({}) },
      vendorDayReport: { allow: bothVendors, input: () => ({}) },
      tokenQueue: { allow: adminOnly, input: () => ({ doctorId: doctor.id }) },
    };

    const feedRows: Record<string, Row> = {
      orders: {
        allow: ['vendor', 'otherVendor', 'delivery', 'otherDelivery', 'admin'],
        input: () => ({}),
      },
    };

    const cookieFor = async (caller: Caller) =>
      caller === 'visitor' || caller === 'customer' ? undefined : cookieOf(caller);

    /**
     * Waits for the mail log and the alert dispatcher to finish with the outbox (with no Telegram
     * configured, alerts settle as notConfigured), so a dump is not taken mid-write. An entry
     * waiting for a later try is settled: the host's clock stands still here, so its time never
     * comes (the matrix's push subscription has made-up keys, and its notices wait for a retry).
     */
    async function settle() {
      // The Firebase driver runs the outbox trigger inside each call: nothing is left to send.
      if (api.host === 'firebase') return;
      // It takes milliseconds; an entry still due after this long is a fault to see, not to
      // wait out (waiting 3 s silently on every call once cost this suite 18 minutes).
      const until = Date.now() + 30_000;
      const due = async () => {
        const now = api.now().toISOString();
        return (await api.documents<OutboxEntry>('outbox')).filter(
          (entry) =>
            entry.status === 'sending' ||
            (entry.status === 'pending' && (entry.nextAttemptAt ?? now) <= now),
        );
      };
      for (let left = await due(); left.length > 0; left = await due()) {
        if (Date.now() > until) {
          const which = left.map((entry) => `${entry.event} (${entry.status})`).join(', ');
          throw new Error(`The outbox did not settle in 30 s: ${which}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /**
     * A refusal names no order the caller did not name itself: the caller may not see it, and a
     * code is what buyers quote. Refusals are kept here and checked once, against every order the
     * run made ("what the matrix saw"): reading every code after each of hundreds of refusals
     * cost the Firebase host a collection read that grew with each test.
     */
    const refusals: Array<{ row: string; text: string; sent: string }> = [];
    function expectNoOrderCodeIn(row: string, text: string, sent: unknown) {
      refusals.push({ row, text, sent: JSON.stringify(sent ?? null) });
    }

    function expectRefused(reply: { httpStatus: number }, caller: Caller) {
      const anonymous = caller === 'visitor' || caller === 'customer';
      expect(anonymous ? [401, 404] : [403]).toContain(reply.httpStatus);
    }

    function cases(rows: Record<string, Row>) {
      return Object.keys(rows).flatMap((name) => callers.map((caller) => [name, caller] as const));
    }

    describe('every action, read and feed has a row', () => {
      test('actions', () =>
        expect(Object.keys(actionRows).sort()).toEqual(Object.keys(actions).sort()));
      test('reads', () => expect(Object.keys(readRows).sort()).toEqual(Object.keys(reads).sort()));
      test('live feeds', () =>
        expect(Object.keys(feedRows).sort()).toEqual(Object.keys(liveFeeds).sort()));

      test('a row allows no role its definition leaves out', () => {
        const defs = { ...actions, ...reads, ...liveFeeds };
        const rows = { ...actionRows, ...readRows, ...feedRows };
        for (const [name, row] of Object.entries(rows)) {
          const roles = row.allow.map((caller) => roleOf[caller]);
          expect({ name, audience: defs[name]!.audience }).toEqual({
            name,
            audience: expect.arrayContaining(roles),
          });
        }
      });
    });

    describe('actions x callers', () => {
      test.each(cases(actionRows))('%s as %s', async (name, caller) => {
        const row = actionRows[name]!;
        const allowed = row.allow.includes(caller);
        const empty = row.emptyTown && allowed ? await host.start({ empty: true }) : undefined;
        try {
          const target = empty ?? api;
          const data = await row.input(caller, target);
          const cookie = await cookieFor(caller);
          await settle();
          const before = await api.changeMark();
          const reply = await target.call(name, data, cookie);
          if (allowed) {
            expect([name, caller, reply.httpStatus, reply.text]).toEqual([
              name,
              caller,
              row.allowedAnswer ?? 200,
              expect.any(String),
            ]);
          } else {
            expectRefused(reply, caller);
            expect(reply.body.error?.message).toEqual(expect.any(String));
            expect(await api.changeMark()).toBe(before);
            expectNoOrderCodeIn(`${name} as ${caller}`, reply.text, data);
          }
        } finally {
          await empty?.stop();
        }
      });
    });

    describe('reads x callers', () => {
      test.each(cases(readRows))('%s as %s', async (name, caller) => {
        const row = readRows[name]!;
        const params = (await row.input(caller, api)) as Record<string, string>;
        const reply = await api.read(name, params, await cookieFor(caller));
        if (row.allow.includes(caller)) {
          expect([name, caller, reply.httpStatus]).toEqual([name, caller, 200]);
        } else {
          expectRefused(reply, caller);
          expectNoOrderCodeIn(`${name} as ${caller}`, reply.text, params);
        }
      });
    });

    /**
     * An order from both test shops (vendor: shop A, otherVendor: shop B), by each caller: who
     * reads which part of it, and whose move changes which part.
     */
    describe('an order from two shops x callers', () => {
      const partsOf = async (id: string) =>
        (await api.documentWhere<Order>('orders', 'id', id))!.parts.map((part) => part.status);
      const ownProduct: Partial<Record<Caller, string>> = {
        vendor: vendorProduct.id,
        otherVendor: otherVendorProduct.id,
      };
      const acceptedParts: Partial<Record<Caller, string[]>> = {
        vendor: ['accepted', 'placed'],
        otherVendor: ['placed', 'accepted'],
        admin: ['accepted', 'accepted'],
      };

      test.each(callers)('staffOrder as %s: a vendor reads only their own part', async (caller) => {
        const order = await fixtures.placeMixed();
        const reply = await api.read('staffOrder', { id: order.id }, await cookieFor(caller));
        if (caller === 'admin') {
          expect(reply.httpStatus).toBe(200);
          expect(reply.text).toContain(vendorProduct.id);
          expect(reply.text).toContain(otherVendorProduct.id);
        } else if (ownProduct[caller]) {
          expect(reply.httpStatus).toBe(200);
          const other = caller === 'vendor' ? otherVendorProduct : vendorProduct;
          expect(reply.text).toContain(ownProduct[caller]);
          expect(reply.text).not.toContain(other.id);
          expect(reply.text).not.toContain('"totalPaise"');
        } else {
          // Couriers see an order only once every shop has accepted it.
          expectRefused(reply, caller);
        }
      });

      test.each(callers)(
        'moveOrder to accepted as %s: each shop moves its own part',
        async (caller) => {
          const order = await fixtures.placeMixed();
          await settle();
          const before = await api.changeMark();
          const reply = await api.call(
            'moveOrder',
            { orderId: order.id, to: 'accepted' },
            await cookieFor(caller),
          );
          const expected = acceptedParts[caller];
          if (expected) {
            expect(reply.httpStatus).toBe(200);
            expect(await partsOf(order.id)).toEqual(expected);
          } else {
            expectRefused(reply, caller);
            expect(await api.changeMark()).toBe(before);
          }
        },
      );

      test.each(callers)(
        "a delivery proof photo as %s: the order's courier and admins only",
        async (caller) => {
          const order = await fixtures.at('outForDelivery', { courier: courierId });
          const photo = await cameraPhoto('jpeg', { width: 64, height: 48 });
          const photos = async () => (await api.documents<{ id: string }>('photos')).length;
          const before = await photos();
          const reply = await api.uploadPhoto!(
            'deliveryProof',
            photo,
            'image/jpeg',
            await cookieFor(caller),
            undefined,
            order.id,
          );
          if (caller === 'delivery' || caller === 'admin') {
            expect(reply.httpStatus).toBe(200);
            expect(await photos()).toBe(before + 1);
          } else {
            const anonymous = caller === 'visitor' || caller === 'customer';
            expect(anonymous ? [401, 403] : [403]).toContain(reply.httpStatus);
            expect(await photos()).toBe(before);
          }
        },
      );

      test.each(callers)("moveOrder naming shop B's part as %s: admins only", async (caller) => {
        const order = await fixtures.placeMixed();
        await settle();
        const before = await api.changeMark();
        const reply = await api.call(
          'moveOrder',
          { orderId: order.id, to: 'cancelled', shopId: otherVendorShopId },
          await cookieFor(caller),
        );
        if (caller === 'admin') {
          expect(reply.httpStatus).toBe(200);
          expect(await partsOf(order.id)).toEqual(['placed', 'cancelled']);
        } else {
          expectRefused(reply, caller);
          expect(await api.changeMark()).toBe(before);
        }
      });
    });

    describe("a shop's packed part of an order from two shops x callers", () => {
      const partsOf = async (id: string) =>
        (await api.documentWhere<Order>('orders', 'id', id))!.parts.map((part) => part.status);

      test.each(callers)(
        "pickUpPart of shop A's part as %s: the order's courier and admins only",
        async (caller) => {
          const order = await fixtures.placeMixed();
          const byAdmin = async (data: Record<string, unknown>, action = 'moveOrder') => {
            const reply = await api.call(action, { orderId: order.id, ...data }, await admin());
            if (reply.httpStatus !== 200) throw new Error(`${action}: ${reply.text}`);
          };
          await byAdmin({ to: 'accepted' });
          await byAdmin({ to: 'ready', shopId: vendorShopId });
          await byAdmin({ deliveryPersonId: courierId }, 'assignOrder');
          await settle();
          const before = await api.changeMark();
          const reply = await api.call(
            'pickUpPart',
            { orderId: order.id, shopId: vendorShopId },
            await cookieFor(caller),
          );
          if (caller === 'delivery' || caller === 'admin') {
            expect(reply.httpStatus).toBe(200);
            expect(await partsOf(order.id)).toEqual(['pickedUp', 'accepted']);
          } else {
            expectRefused(reply, caller);
            expect(await api.changeMark()).toBe(before);
            expectNoOrderCodeIn(`pickUpPart as ${caller}`, reply.text, { orderId: order.id });
          }
        },
      );
    });

    describe("a courier's tap sent again x callers", () => {
      test.each(callers)(
        "moveOrder with the courier's tap id as %s: a replay for the courier who tapped only",
        async (caller) => {
          const order = await fixtures.at('ready', { courier: courierId });
          const tap = { id: crypto.randomUUID(), at: api.now().toISOString() };
          const move = { orderId: order.id, to: 'outForDelivery', tap };
          const first = await api.call('moveOrder', move, await cookieFor('delivery'));
          if (first.httpStatus !== 200) throw new Error(`moveOrder: ${first.text}`);
          const cookie = await cookieFor(caller);
          await settle();
          const before = await api.changeMark();
          const reply = await api.call('moveOrder', move, cookie);
          if (caller === 'delivery') expect(reply.httpStatus).toBe(200);
          // Anyone else's is a new move: the admin's comes too late, the rest may not move it.
          else if (caller === 'admin') expect(reply.httpStatus).toBe(409);
          else expectRefused(reply, caller);
          expect(await api.changeMark()).toBe(before);
        },
      );
    });

    const streams: SseStream[] = [];

    // Server-sent events are the local host's only: on Firebase the boards are Firestore
    // listeners, whose access is firestore.rules' (tests/rules/cases.ts on the official emulator,
    // and the web adapter's tests), so there is nothing of this kind to declare for it.
    if (host.name === 'local')
      describe('live feeds x callers', () => {
        test.each(cases(feedRows))('%s as %s', async (name, caller) => {
          const stream = await (api as unknown as LocalDriver).events(
            name,
            await cookieFor(caller),
          );
          streams.push(stream);
          if (feedRows[name]!.allow.includes(caller)) {
            expect(stream.httpStatus).toBe(200);
            expect(stream.contentType).toMatch(/^text\/event-stream/);
            await stream.next((event) => event.event === 'snapshot');
          } else {
            expectRefused(stream, caller);
            expect(stream.contentType).toMatch(/^application\/json/);
          }
          stream.close();
        });
      });

    describe('what the matrix saw', () => {
      test('the change mark it compares moves when a call writes', async () => {
        const before = await api.changeMark();
        const reply = await api.call('createOrder', orderInput());
        expect(reply.httpStatus).toBe(200);
        expect(await api.changeMark()).not.toBe(before);
      });

      test('no refusal named an order the caller did not name itself', async () => {
        expect(refusals.length).toBeGreaterThan(100);
        const codes = (await api.documents<{ code: string }>('orders', ['code'])).map(
          (order) => order.code,
        );
        expect(codes.length).toBeGreaterThan(100);
        const named = refusals.flatMap(({ row, text, sent }) =>
          codes
            .filter((code) => !sent.includes(code) && text.includes(code))
            .map((code) => ({ row, code })),
        );
        expect(named).toEqual([]);
      });

      test('no reply to any caller carried a password, a hash or a reset token', () => {
        const all = [...api.replies, ...streams.map((s) => JSON.stringify(s.events))].join('\n');
        expect(all).not.toMatch(/scrypt\$/);
        expect(all).not.toMatch(/passwordHash|tokenHash/);
        for (const account of [...demoStaff.admins, ...demoStaff.vendors, ...demoStaff.delivery]) {
          expect(all).not.toContain(account.password);
        }
        const matrixPasswords = ['matrix-pass-1', 'first-pass-123', 'second-pass-123'];
        for (const password of [...matrixPasswords, resetAdmin.password]) {
          expect(all).not.toContain(password);
        }
      });
    });
  },
  // Hundreds of calls from one address: the per-client budgets have their own suite.
  { limits: { signIn: 10_000, lookup: 10_000, submit: 10_000, staff: 10_000 } },
);
