import {
  alertWhen,
  type ChatLanguage,
  followLinkIn,
  type Order,
  type TelegramLink,
  type TelegramLinkCode,
  type TownConfig,
  townDate,
} from '@town/core';
import { demoCatalog } from '../../demo';
import { chats } from '../support/alertingHost';
import {
  type BotHost,
  botUsername,
  describeBotOnHosts,
  followTokenFor,
  webhookSecret,
} from '../support/botHosts';
import { eventually, type FakeUser, type SentMessage } from '../support/fakeTelegram';
import { type DemoStaffMember, demoStaffMembers } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherCourierId,
  secondVendorProduct,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

/** Telegram users of the demo staff, and one member of the delivery chat who never linked. */
const users: Record<DemoStaffMember | 'stranger', FakeUser> = {
  admin: { id: 7100001, first_name: 'Admin Asha' },
  vendor: { id: 7100002, first_name: 'Vendor Vikram' },
  otherVendor: { id: 7100003, first_name: 'Vendor Oli' },
  delivery: { id: 7100004, first_name: 'Courier Dipu' },
  otherDelivery: { id: 7100005, first_name: 'Courier Ravi' },
  stranger: { id: 7100009, first_name: 'Stranger' },
};
/** A customer with Telegram and no account of any kind. */
const customer: FakeUser = { id: 7100020, first_name: 'Mita' };
/** A patient with Telegram following their bookings. */
const patientUser: FakeUser = { id: 7100021, first_name: 'Rupa' };

/**
 * This file's town: its lab lists no collection times, so a lab booking is for a day alone and
 * can go through every step today on the real clock the bot's pacing needs.
 */
const { collection: _hours, ...labWithoutTimes } = testTown.lab!;
const town: TownConfig = { ...testTown, lab: labWithoutTimes };
const today = () => townDate(new Date(), town.timeZone);

describeBotOnHosts(
  'Working from Telegram',
  (bot) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;
    const b = (): BotHost => bot();
    const stored = async (id: string) => (await b().api.documentWhere<Order>('orders', 'id', id))!;
    const privateMessages = (who: FakeUser) => b().fake.messagesTo(String(who.id));
    const lastPrivate = (who: FakeUser) => privateMessages(who).at(-1)!;
    const answersTo = (updateId: number) =>
      b().fake.answers.filter((answer) => {
        const update = b().sent.get(updateId) as { callback_query?: { id: string } } | undefined;
        return answer.callbackQueryId === update?.callback_query?.id;
      });

    /** Connect Telegram in the web app, then open the deep link: /start <code> from the user. */
    async function link(who: DemoStaffMember): Promise<void> {
      const reply = await b().api.call('connectTelegram', {}, await sessionOf(who));
      expect(reply.httpStatus).toBe(200);
      const { link: deepLink } = reply.body.result as { link: string };
      const code = new URL(deepLink).searchParams.get('start')!;
      await b().deliver(b().fake.userSays(users[who], `/start ${code}`));
      expect(lastPrivate(users[who]).text).toMatch(/^Connected: you act here as /);
    }

    const press = (who: FakeUser, message: SentMessage, button: RegExp) =>
      b().deliver(b().fake.userPresses(who, message, button));

    /** The newest message in a chat that names `code`. */
    const messageAbout = (chatId: string, code: string) =>
      b()
        .fake.messagesTo(chatId)
        .filter((message) => message.text.includes(code))
        .at(-1);

    /** Two free slots of a doctor on the nearest day that has them (the real clock's today on). */
    async function freeSlots(doctorId: string) {
      for (let offset = 0; offset < 14; offset++) {
        const date = new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const reply = await b().api.read('doctorSlots', { id: doctorId, date });
        const [first, second] = (reply.body.result as { slots: string[] }).slots;
        if (first && second)
          return [
            { date, slot: first },
            { date, slot: second },
          ] as const;
      }
      throw new Error('No two free slots in two weeks');
    }

    beforeAll(async () => {
      sessionOf = staffSessions(b().api);
      fixtures = orderFixtures(b().api, () => sessionOf('admin'));
      await fixtures.stockUp();
      for (const who of ['vendor', 'otherVendor', 'delivery', 'otherDelivery'] as const) {
        await link(who);
      }
    }, 120_000);

    describe('linking an account', () => {
      test('the deep link names the bot and a random code; only its hash is stored, used once', async () => {
        const reply = await b().api.call('connectTelegram', {}, await sessionOf('admin'));
        const { link: deepLink, expiresAt } = reply.body.result as {
          link: string;
          expiresAt: string;
        };
        expect(deepLink).toMatch(new RegExp(`^https://t\\.me/${botUsername}\\?start=[\\w-]{40,}$`));
        const code = new URL(deepLink).searchParams.get('start')!;
        const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(5);
        expect(minutes).toBeLessThanOrEqual(10);
        expect(await b().api.dump()).not.toContain(code);
        const codes = await b().api.documents<TelegramLinkCode>('telegramLinkCodes');
        expect(codes.some((stored) => stored.subjectId.length > 0)).toBe(true);

        await b().deliver(b().fake.userSays(users.admin, `/start ${code}`));
        expect(lastPrivate(users.admin).text).toMatch(/^Connected: you act here as .*\(admin\)/);
        // The same link again (someone who saw it over a shoulder): spent.
        await b().deliver(b().fake.userSays(users.stranger, `/start ${code}`));
        expect(lastPrivate(users.stranger).text).toMatch(/expired or was already used/);
        const links = await b().api.documents<TelegramLink>('telegramLinks');
        expect(links.filter((each) => each.telegramUserId === String(users.stranger.id))).toEqual(
          [],
        );
      });

      test('staff see their link; admins list every link without Telegram ids and can unlink', async () => {
        const mine = await b().api.read('myTelegramLink', {}, await sessionOf('delivery'));
        expect(mine.body.result).toMatchObject({ linked: true, telegramName: 'Courier Dipu' });
        const list = await b().api.read('telegramLinks', {}, await sessionOf('admin'));
        expect(list.httpStatus).toBe(200);
        const { links, updates } = list.body.result as {
          links: Array<{ role: string; id: string; telegramName: string }>;
          updates: { lastUpdateAt: string } | null;
        };
        expect(links).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              role: 'delivery',
              id: courierId,
              telegramName: 'Courier Dipu',
            }),
          ]),
        );
        expect(list.text).not.toContain(String(users.delivery.id));
        // The dashboard can say updates are arriving.
        expect(Date.now() - Date.parse(updates!.lastUpdateAt)).toBeLessThan(60_000);
        expect(
          (await b().api.read('telegramLinks', {}, await sessionOf('vendor'))).httpStatus,
        ).toBe(403);
      });

      test('disconnecting from the app, with /stop, or by an admin ends the link', async () => {
        const web = await b().api.call('disconnectTelegram', {}, await sessionOf('admin'));
        expect(web.body.result).toEqual({ disconnected: true });
        expect(
          (await b().api.read('myTelegramLink', {}, await sessionOf('admin'))).body.result,
        ).toEqual({ linked: false });

        await link('admin');
        await b().deliver(b().fake.userSays(users.admin, '/stop'));
        expect(lastPrivate(users.admin).text).toMatch(/^Disconnected/);
        expect(
          (await b().api.read('myTelegramLink', {}, await sessionOf('admin'))).body.result,
        ).toEqual({ linked: false });

        await link('admin');
        const admin = await sessionOf('admin');
        const adminId = ((await b().api.principal(admin)) as { adminId: string }).adminId;
        const unlinked = await b().api.call(
          'unlinkTelegram',
          { role: 'admin', id: adminId },
          admin,
        );
        expect(unlinked.body.result).toEqual({ unlinked: true });
        expect(
          (await b().api.read('myTelegramLink', {}, await sessionOf('admin'))).body.result,
        ).toEqual({ linked: false });
        const again = await b().api.call('unlinkTelegram', { role: 'admin', id: adminId }, admin);
        expect(again.body.result).toEqual({ unlinked: false });
      });
    });

    describe('a shop works its part from a private chat', () => {
      test('new order: accept, then ready; the delivery chat is offered the ready order', async () => {
        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        expect(offer.text).toContain(`Order ${order.code}</b> for `);
        expect(offer.text).toContain(': New');
        expect(offer.buttons.flat().map((button) => button.text)).toEqual([
          '👍 Accept',
          '✖ Cancel',
        ]);
        // The other shop's vendor hears nothing of it.
        expect(messageAbout(String(users.otherVendor.id), order.code)).toBeUndefined();

        const accepted = await press(users.vendor, offer, /Accept/);
        expect(answersTo(accepted).map((answer) => answer.text)).toEqual([
          `Order ${order.code}: accepted.`,
        ]);
        expect((await stored(order.id)).status).toBe('accepted');
        const edited = messageAbout(String(users.vendor.id), order.code)!;
        expect(edited.messageId).toBe(offer.messageId);
        expect(edited.buttons.flat().map((button) => button.text)).toEqual([
          '📦 Ready',
          '✖ Cancel',
        ]);

        await press(users.vendor, edited, /Ready/);
        const ready = await stored(order.id);
        expect(ready.status).toBe('ready');
        expect(ready.history.at(-1)?.by).toEqual({
          role: 'vendor',
          id: expect.any(String),
        });
        expect(messageAbout(String(users.vendor.id), order.code)!.buttons).toEqual([]);
        const inDeliveryChat = messageAbout(chats.deliveryChat, order.code)!;
        expect(inDeliveryChat.buttons.flat().map((button) => button.text)).toEqual([
          "🙋 I'll take it",
        ]);
      });

      test("a vendor pressing another shop's message changes nothing", async () => {
        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        const before = await stored(order.id);
        const pressed = await press(users.otherVendor, offer, /Accept/);
        expect(answersTo(pressed)[0]?.text).toMatch(/another shop's part/);
        expect(await stored(order.id)).toEqual(before);
      });

      test('a press on a message the order has moved past says so and redraws it', async () => {
        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        // Accepted on the web board meanwhile.
        const web = await b().api.call(
          'moveOrder',
          { orderId: order.id, to: 'accepted' },
          await sessionOf('vendor'),
        );
        expect(web.httpStatus).toBe(200);
        const pressed = await press(users.vendor, { ...offer }, /Accept/);
        expect(answersTo(pressed)[0]?.text).toMatch(
          /is accepted; it cannot be marked accepted now/,
        );
        const redrawn = messageAbout(String(users.vendor.id), order.code)!;
        expect(redrawn.buttons.flat().map((button) => button.text)).toEqual([
          '📦 Ready',
          '✖ Cancel',
        ]);
      });
    });

    describe('a customer follows an order', () => {
      test('from its private link: each status change of that order reaches the chat, then /stop ends it', async () => {
        const order = await fixtures.place(vendorShopId);
        const opened = await b().api.call('openOrderLink', {
          code: order.code,
          secret: order.secret,
        });
        const { telegramFollow } = opened.body.result as { telegramFollow: string };
        const payload = new URL(telegramFollow).searchParams.get('start')!;
        expect(telegramFollow.startsWith(`https://t.me/${botUsername}?start=`)).toBe(true);
        // A follow token, never the link's secret: it follows the order and opens nothing.
        const token = followTokenFor(order.secret);
        expect(payload).toBe(`of_${order.code}_${token}`);
        expect(payload).not.toContain(order.secret);
        expect(payload.length).toBeLessThanOrEqual(64);
        const opensNothing = await b().api.call('openOrderLink', {
          code: order.code,
          secret: token,
        });
        expect(opensNothing.httpStatus).toBe(404);

        // A wrong token, or an older link's wrong secret, follows nothing and says no more
        // than the private link would.
        for (const wrong of [
          `of_${order.code}_${'a'.repeat(48)}`,
          `o_${order.code}_${'A'.repeat(43)}`,
        ]) {
          await b().deliver(b().fake.userSays(customer, `/start ${wrong}`));
          expect(lastPrivate(customer).text).toMatch(/does not open an order/);
        }

        await b().deliver(b().fake.userSays(customer, `/start ${payload}`));
        expect(lastPrivate(customer).text).toMatch(
          new RegExp(`^Order ${order.code}: placed.\nYou will get each change`),
        );
        const move = async (who: DemoStaffMember, to: string) => {
          const collected =
            to === 'delivered'
              ? { collected: { method: 'cash', amountPaise: await fixtures.totalOf(order.id) } }
              : {};
          const reply = await b().api.call(
            'moveOrder',
            { orderId: order.id, to, ...collected },
            await sessionOf(who),
          );
          expect(reply.httpStatus).toBe(200);
          await b().api.settleOutbox?.();
        };
        await move('vendor', 'accepted');
        await move('vendor', 'ready');
        const claimed = await b().api.call(
          'claimOrder',
          { orderId: order.id },
          await sessionOf('delivery'),
        );
        expect(claimed.httpStatus).toBe(200);
        await move('delivery', 'outForDelivery');
        await move('delivery', 'delivered');
        const heard = privateMessages(customer)
          .map((message) => message.text)
          .filter((text) => text.startsWith(`Order ${order.code}:`));
        expect(heard).toEqual([
          expect.stringContaining(`Order ${order.code}: placed.`),
          `Order ${order.code}: accepted.`,
          `Order ${order.code}: ready.`,
          `Order ${order.code}: out for delivery.`,
          `Order ${order.code}: delivered.`,
        ]);
        // Nothing about other orders, nothing staff see: no name, phone or address.
        for (const message of privateMessages(customer)) {
          expect(message.text).not.toContain(order.phone);
          expect(message.buttons.flat()).toEqual([]);
        }

        await b().deliver(b().fake.userSays(customer, '/stop'));
        expect(lastPrivate(customer).text).toMatch(/no more order or booking updates/);
        const next = await fixtures.place(vendorShopId);
        // A link made before follow tokens carried the secret: still followed.
        await b().deliver(b().fake.userSays(customer, `/start o_${next.code}_${next.secret}`));
        const count = privateMessages(customer).length;
        await b().deliver(b().fake.userSays(customer, '/stop'));
        const cancelled = await b().api.call(
          'moveOrder',
          { orderId: next.id, to: 'cancelled' },
          await sessionOf('vendor'),
        );
        expect(cancelled.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        // Only the reply to /stop arrived: the cancelling of an order no longer followed did not.
        expect(
          privateMessages(customer)
            .slice(count)
            .map((message) => message.text),
        ).toEqual([expect.stringMatching(/no more order or booking updates/)]);
      });
    });

    describe('a customer follows an order from two shops', () => {
      test('a shop dropping out is told with its reason and the new total; the rest goes on', async () => {
        const order = await fixtures.placeMixed();
        await b().deliver(b().fake.userSays(customer, `/start o_${order.code}_${order.secret}`));
        const before = privateMessages(customer).length;
        const dropped = await b().api.call(
          'moveOrder',
          { orderId: order.id, to: 'cancelled', note: 'No rice <today>' },
          await sessionOf('vendor'),
        );
        expect(dropped.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const total = (await stored(order.id)).totalPaise;
        const shopA = (await stored(order.id)).parts[0]!.shopName;
        expect(
          privateMessages(customer)
            .slice(before)
            .map((message) => message.text.split('\n')),
        ).toEqual([
          [
            `Order ${order.code}:`,
            expect.stringContaining(`${shopA} cannot supply its part`),
            'Reason: No rice &lt;today&gt;',
            `Your order now comes to ₹${total / 100} (₹20 delivery); the other shops' parts go on.`,
          ],
        ]);
        await b().deliver(b().fake.userSays(customer, '/stop'));
      });

      test('a shop without one line says what is taken off, why, and the new total', async () => {
        const order = await fixtures.placeTwoLines();
        await b().deliver(b().fake.userSays(customer, `/start o_${order.code}_${order.secret}`));
        const before = privateMessages(customer).length;
        const short = await b().api.call(
          'markLineShort',
          { orderId: order.id, productId: secondVendorProduct.id, note: 'Sold <out>' },
          await sessionOf('vendor'),
        );
        expect(short.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const after = await stored(order.id);
        expect(
          privateMessages(customer)
            .slice(before)
            .map((message) => message.text.split('\n')),
        ).toEqual([
          [
            `Order ${order.code}:`,
            `${after.parts[0]!.shopName} does not have 2 × ${secondVendorProduct.name}: it is taken off your order.`,
            'Reason: Sold &lt;out&gt;',
            `Your order now comes to ₹${after.totalPaise / 100} (${
              after.deliveryFeePaise > 0
                ? `₹${after.deliveryFeePaise / 100} delivery`
                : 'free delivery'
            }).`,
          ],
        ]);
        await b().deliver(b().fake.userSays(customer, '/stop'));
      });
    });

    describe('a customer follows an order with goods sold by weight', () => {
      test('told once a line waits, at its weight or at the price quoted; a weight within tolerance says nothing', async () => {
        const order = await fixtures.placeWeighed();
        await b().deliver(b().fake.userSays(customer, `/start o_${order.code}_${order.secret}`));
        const before = privateMessages(customer).length;
        const vendor = await sessionOf('vendor');
        const weigh = async (measured: { actualGrams: number } | { actualPaise: number }) => {
          const input = { orderId: order.id, productId: secondVendorProduct.id, ...measured };
          expect((await b().api.call('weighLine', input, vendor)).httpStatus).toBe(200);
          await b().api.settleOutbox?.();
        };
        const step = secondVendorProduct.pricePaise;
        const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
        await weigh({ actualGrams: 1100 });
        await weigh({ actualGrams: 1500 });
        await weigh({ actualPaise: step * 3 + 1000 });
        const shop = (await stored(order.id)).parts[0]!.shopName;
        const name = secondVendorProduct.name;
        const answer = "(you asked for 1,000 g). Accept it or remove it on your order's page.";
        expect(
          privateMessages(customer)
            .slice(before)
            .map((message) => message.text.split('\n')),
        ).toEqual([
          [
            `Order ${order.code}:`,
            `${shop} weighed ${name}: 1,500 g for ${rupees(step * 3)} ${answer}`,
          ],
          [
            `Order ${order.code}:`,
            `${shop} priced ${name} at ${rupees(step * 3 + 1000)} ${answer}`,
          ],
        ]);
        await b().deliver(b().fake.userSays(customer, '/stop'));
      });
    });

    describe('an admin cancels a flood of orders from one phone', () => {
      test("a chat following one of them hears it was cancelled, and only that order's news", async () => {
        const followed = await fixtures.place(vendorShopId);
        await b().deliver(
          b().fake.userSays(customer, `/start o_${followed.code}_${followed.secret}`),
        );
        expect(lastPrivate(customer).text).toMatch(new RegExp(`^Order ${followed.code}: placed.`));
        const before = privateMessages(customer).length;

        const reply = await b().api.call(
          'cancelOrdersOfPhone',
          { phone: followed.phone, note: 'Fake orders' },
          await sessionOf('admin'),
        );
        expect(reply.httpStatus).toBe(200);
        expect((reply.body.result as { cancelled: string[] }).cancelled).toContain(followed.code);
        await b().api.settleOutbox?.();

        expect(
          privateMessages(customer)
            .slice(before)
            .map((message) => message.text),
        ).toEqual([`Order ${followed.code}: cancelled.`]);
        await b().deliver(b().fake.userSays(customer, '/stop'));
      });
    });

    describe('couriers take and deliver orders', () => {
      test('two couriers press at once: one takes it, the other is told; then picked up and delivered', async () => {
        const order = await fixtures.at('ready');
        await b().api.settleOutbox?.();
        const offer = messageAbout(chats.deliveryChat, order.code)!;
        const [first, second] = await Promise.all([
          press(users.delivery, offer, /take it/),
          press(users.otherDelivery, offer, /take it/),
        ]);
        const taken = await stored(order.id);
        expect([courierId, otherCourierId]).toContain(taken.deliveryPersonId);
        const winner = taken.deliveryPersonId === courierId ? users.delivery : users.otherDelivery;
        const [won, lost] = winner === users.delivery ? [first, second] : [second, first];
        expect(answersTo(won)[0]?.text).toMatch(/is yours/);
        expect(answersTo(lost)[0]?.text).toMatch(/taken by another delivery person/);
        const edited = messageAbout(chats.deliveryChat, order.code)!;
        const winnerName =
          demoStaffMembers[winner === users.delivery ? 'delivery' : 'otherDelivery'].profile.name;
        expect(edited.text).toContain(`Taken by ${winnerName}`);
        expect(edited.buttons).toEqual([]);

        const task = messageAbout(String(winner.id), order.code)!;
        expect(task.text).toContain('7 Fixture Lane, Sonapur');
        expect(task.text).toContain(`+91 ${order.phone.slice(0, 5)} ${order.phone.slice(5)}`);
        expect(task.buttons.flat().map((button) => button.text)).toEqual(['📦 Picked up']);

        await press(winner, task, /Picked up/);
        expect((await stored(order.id)).status).toBe('outForDelivery');
        const out = messageAbout(String(winner.id), order.code)!;
        // Delivered says how the customer paid: one button for cash, one for UPI.
        expect(out.buttons.flat().map((button) => button.text)).toEqual([
          expect.stringMatching(/^✅ ₹[\d,.]+ cash$/),
          expect.stringMatching(/^✅ ₹[\d,.]+ UPI$/),
        ]);
        await press(winner, out, /cash$/);
        const done = await stored(order.id);
        expect(done.status).toBe('delivered');
        expect(done.collected).toMatchObject({ method: 'cash', amountPaise: done.totalPaise });
        expect(done.history.at(-1)?.by).toEqual({ role: 'delivery', id: taken.deliveryPersonId });
        expect(messageAbout(String(winner.id), order.code)!.buttons).toEqual([]);
      });

      test('in an order from two shops the courier picks up at each shop from the private chat', async () => {
        const order = await fixtures.placeMixed();
        for (const who of ['vendor', 'otherVendor'] as const) {
          for (const to of ['accepted', 'ready']) {
            const reply = await b().api.call(
              'moveOrder',
              { orderId: order.id, to },
              await sessionOf(who),
            );
            expect(reply.httpStatus).toBe(200);
          }
        }
        await b().api.settleOutbox?.();
        await press(users.delivery, messageAbout(chats.deliveryChat, order.code)!, /take it/);
        const [shopA, shopB] = (await stored(order.id)).parts.map((part) => part.shopName);
        const task = messageAbout(String(users.delivery.id), order.code)!;
        // The message as first drawn, kept for a stale press once it has been redrawn.
        const asFirstDrawn = { ...task, buttons: task.buttons.map((row) => [...row]) };
        expect(task.text).toContain(`${shopA}: ready to pick up`);
        expect(task.buttons.flat().map((button) => button.text)).toEqual([
          `📦 Picked up at ${shopA}`,
          `📦 Picked up at ${shopB}`,
        ]);

        const first = await press(users.delivery, task, new RegExp(`at ${shopA}`));
        expect(answersTo(first).map((answer) => answer.text)).toEqual([
          `Order ${order.code}: picked up at ${shopA}.`,
        ]);
        const half = await stored(order.id);
        expect(half.parts.map((part) => part.status)).toEqual(['pickedUp', 'ready']);
        expect(half.status).toBe('ready');
        const redrawn = messageAbout(String(users.delivery.id), order.code)!;
        expect(redrawn.messageId).toBe(task.messageId);
        expect(redrawn.text).toContain(`${shopA}: picked up`);
        expect(redrawn.buttons.flat().map((button) => button.text)).toEqual([
          `📦 Picked up at ${shopB}`,
        ]);
        // A stale press of shop A again changes nothing and says why.
        const stale = await press(users.delivery, asFirstDrawn, new RegExp(`at ${shopA}`));
        expect(answersTo(stale)[0]?.text).toMatch(
          /is picked up; it cannot be marked picked up now/,
        );
        expect((await stored(order.id)).parts.map((part) => part.status)).toEqual([
          'pickedUp',
          'ready',
        ]);

        await press(users.delivery, redrawn, new RegExp(`at ${shopB}`));
        expect((await stored(order.id)).status).toBe('outForDelivery');
        const out = messageAbout(String(users.delivery.id), order.code)!;
        expect(out.buttons.flat().map((button) => button.text)).toEqual([
          expect.stringMatching(/cash$/),
          expect.stringMatching(/UPI$/),
        ]);
        await press(users.delivery, out, /cash$/);
        expect((await stored(order.id)).parts.map((part) => part.status)).toEqual([
          'delivered',
          'delivered',
        ]);
      });

      test('a chat member who never linked can take nothing', async () => {
        const order = await fixtures.at('ready');
        await b().api.settleOutbox?.();
        const offer = messageAbout(chats.deliveryChat, order.code)!;
        const before = await stored(order.id);
        const pressed = await press(users.stranger, offer, /take it/);
        expect(answersTo(pressed)[0]?.text).toMatch(/Only linked staff/);
        expect(await stored(order.id)).toEqual(before);
      });

      test('disabling an account, or resetting its password, ends its powers in Telegram at once', async () => {
        const admin = await sessionOf('admin');
        const order = await fixtures.at('ready');
        await b().api.settleOutbox?.();
        const offer = messageAbout(chats.deliveryChat, order.code)!;

        const disabled = await b().api.call(
          'setStaffDisabled',
          { role: 'delivery', id: otherCourierId, disabled: true },
          admin,
        );
        expect(disabled.httpStatus).toBe(200);
        const pressed = await press(users.otherDelivery, offer, /take it/);
        expect(answersTo(pressed)[0]?.text).toMatch(/Only linked staff/);
        expect((await stored(order.id)).deliveryPersonId).toBeNull();
        await b().api.call(
          'setStaffDisabled',
          { role: 'delivery', id: otherCourierId, disabled: false },
          admin,
        );
        // Enabling the account does not bring the old link back.
        const again = await press(users.otherDelivery, offer, /take it/);
        expect(answersTo(again)[0]?.text).toMatch(/Only linked staff/);

        await link('otherDelivery');
        const reset = await b().api.call(
          'resetStaffPassword',
          { role: 'delivery', id: otherCourierId, password: 'a fresh pass phrase 42' },
          admin,
        );
        expect(reset.httpStatus).toBe(200);
        const afterReset = await press(users.otherDelivery, offer, /take it/);
        expect(answersTo(afterReset)[0]?.text).toMatch(/Only linked staff/);
        expect((await stored(order.id)).deliveryPersonId).toBeNull();
      });
    });

    describe('each update once', () => {
      test('a replayed press acts once and is answered once', async () => {
        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        const updateId = await press(users.vendor, offer, /Accept/);
        const after = await stored(order.id);
        const outbox = (await b().api.documents('outbox')).length;
        await b().redeliver(b().sent.get(updateId)!);
        expect(await stored(order.id)).toEqual(after);
        expect(after.history.filter((change) => change.status === 'accepted')).toHaveLength(1);
        expect(answersTo(updateId)).toHaveLength(1);
        expect((await b().api.documents('outbox')).length).toBe(outbox);
      });

      test('a webhook call without the secret token is refused and changes nothing', async () => {
        const post = b().api.postWebhook;
        if (!post) return; // The local host here polls; its webhook is tested in tests/host.
        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        const forged = {
          update_id: 99_001,
          ...b().fake.userPresses(users.vendor, offer, /Accept/),
        };
        const before = await b().api.dump();
        expect((await post(forged)).status).toBe(401);
        expect((await post(forged, 'not-the-secret-at-all-000')).status).toBe(401);
        expect(await b().api.dump()).toBe(before);
        expect((await post(forged, webhookSecret)).status).toBe(200);
        expect((await stored(order.id)).status).toBe('accepted');
      });
    });

    describe('the lab takes its bookings through their steps', () => {
      test('a linked admin confirms, collects the sample and readies the report; a courier can do none', async () => {
        await link('admin');
        const booked = await b().api.call('bookLabTest', {
          testIds: ['lab-cbc'],
          patient: { name: 'Lab Patient', phone: '9000000975' },
          date: today(),
          homeCollection: false,
        });
        const { code } = booked.body.result as { code: string };
        await b().api.settleOutbox?.();
        const buttonsOf = () =>
          messageAbout(chats.labClient, code)!
            .buttons.flat()
            .map((button) => button.text);
        const statusOf = async () =>
          (
            await b().api.documents<{ code: string; status: string; handled: boolean }>(
              'labBookings',
            )
          ).find((booking) => booking.code === code)!;
        expect(buttonsOf()).toEqual(['👍 Confirm']);

        const byCourier = await press(
          users.delivery,
          messageAbout(chats.labClient, code)!,
          /Confirm/,
        );
        expect(answersTo(byCourier)[0]?.text).toMatch(/Only a linked admin/);
        expect((await statusOf()).status).toBe('requested');

        const confirmed = await press(users.admin, messageAbout(chats.labClient, code)!, /Confirm/);
        expect(answersTo(confirmed)[0]?.text).toBe(`Lab booking ${code}: confirmed.`);
        expect((await statusOf()).status).toBe('confirmed');
        expect(messageAbout(chats.labClient, code)!.text).toContain('👍 Confirmed');
        expect(buttonsOf()).toEqual(['🧪 Sample collected', '🚫 No-show']);

        await press(users.admin, messageAbout(chats.labClient, code)!, /Sample collected/);
        expect((await statusOf()).status).toBe('sampleCollected');
        expect(buttonsOf()).toEqual(['📄 Report ready']);
        await press(users.admin, messageAbout(chats.labClient, code)!, /Report ready/);
        expect(await statusOf()).toMatchObject({ status: 'reportReady', handled: true });
        expect(messageAbout(chats.labClient, code)!.text).toContain('📄 Report ready');
        expect(buttonsOf()).toEqual([]);
      });

      test('"Handled" on a message from before the steps does nothing but redraw the message', async () => {
        await link('admin');
        const booked = await b().api.call('bookLabTest', {
          testIds: ['lab-cbc'],
          patient: { name: 'Old Message', phone: '9000000976' },
          date: today(),
          homeCollection: false,
        });
        const { code } = booked.body.result as { code: string };
        await b().api.settleOutbox?.();
        const message = messageAbout(chats.labClient, code)!;
        const recordId = message.buttons[0]![0]!.callback_data!.split(':')[0];
        // The button such a message carried.
        const old = {
          ...message,
          buttons: [[{ text: '✅ Handled', callback_data: `${recordId}:handled` }]],
        };
        const before = (await b().api.documents<{ code: string }>('labBookings')).find(
          (booking) => booking.code === code,
        );
        const pressed = await press(users.admin, old, /Handled/);
        expect(answersTo(pressed)[0]?.text).toMatch(/older message/);
        expect(
          (await b().api.documents<{ code: string }>('labBookings')).find(
            (booking) => booking.code === code,
          ),
        ).toEqual(before);
        expect(
          messageAbout(chats.labClient, code)!
            .buttons.flat()
            .map((b) => b.text),
        ).toEqual(['👍 Confirm']);
      });
    });

    describe('a patient follows a booking', () => {
      test('each step of a lab booking reaches the chat once, in order, and nothing staff see', async () => {
        const booked = await b().api.call('bookLabTest', {
          testIds: ['lab-cbc'],
          patient: { name: 'Following Patient', phone: '9000000977' },
          date: today(),
          homeCollection: false,
        });
        const { code, secret } = booked.body.result as { code: string; secret: string };
        const opened = await b().api.call('openBookingLink', { code, secret });
        const { telegramFollow } = (opened.body.result as { booking: { telegramFollow: string } })
          .booking;
        const payload = new URL(telegramFollow).searchParams.get('start')!;
        expect(payload).toBe(`bf_${code}_${followTokenFor(secret)}`);
        expect(payload.length).toBeLessThanOrEqual(64);
        const opensNothing = await b().api.call('openBookingLink', {
          code,
          secret: followTokenFor(secret),
        });
        expect(opensNothing.httpStatus).toBe(404);

        // A wrong token, or an older link's wrong secret, follows nothing and says no more
        // than the private link would.
        for (const wrong of [`bf_${code}_${'a'.repeat(48)}`, `b_${code}_${'A'.repeat(43)}`]) {
          await b().deliver(b().fake.userSays(patientUser, `/start ${wrong}`));
          expect(lastPrivate(patientUser).text).toMatch(/does not open a booking/);
        }

        await b().deliver(b().fake.userSays(patientUser, `/start ${payload}`));
        expect(lastPrivate(patientUser).text).toMatch(
          new RegExp(
            `^Lab booking ${code} for .*: waiting for the lab to confirm.\nYou will get each step`,
          ),
        );
        const id = (await b().api.documents<{ id: string; code: string }>('labBookings')).find(
          (booking) => booking.code === code,
        )!.id;
        const admin = await sessionOf('admin');
        for (const to of ['confirmed', 'sampleCollected', 'reportReady']) {
          const reply = await b().api.call('moveBooking', { kind: 'labBookings', id, to }, admin);
          expect([to, reply.httpStatus]).toEqual([to, 200]);
          await b().api.settleOutbox?.();
        }
        const heard = privateMessages(patientUser)
          .map((message) => message.text)
          .filter((text) => text.startsWith(`Lab booking ${code}`));
        expect(heard).toEqual([
          expect.stringContaining('waiting for the lab to confirm'),
          expect.stringMatching(
            new RegExp(`^Lab booking ${code}: confirmed. Sample collection at the lab`),
          ),
          `Lab booking ${code}: sample collected. The lab is preparing the report.`,
          `Lab booking ${code}: your report is ready.`,
        ]);
        for (const message of privateMessages(patientUser)) {
          expect(message.text).not.toContain('9000000977');
          expect(message.buttons.flat()).toEqual([]);
        }
      });

      test('an appointment: moved, confirmed with the doctor named once, cancelled; /stop ends it', async () => {
        const doctor = demoCatalog.doctors.find((d) => d.active && d.name.startsWith('Dr.'))!;
        const [first, second] = await freeSlots(doctor.id);
        const booked = await b().api.call('bookAppointment', {
          doctorId: doctor.id,
          ...first,
          patient: { name: 'Following Patient', phone: '9000000978' },
        });
        const { code, secret } = booked.body.result as { code: string; secret: string };
        await b().deliver(b().fake.userSays(patientUser, `/start b_${code}_${secret}`));
        expect(lastPrivate(patientUser).text).toContain(`Appointment ${code} with ${doctor.name}`);

        const moved = await b().api.call('rescheduleAppointment', { code, secret, ...second });
        expect(moved.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const id = (await b().api.documents<{ id: string; code: string }>('appointments')).find(
          (appointment) => appointment.code === code,
        )!.id;
        const confirmed = await b().api.call(
          'moveBooking',
          { kind: 'appointments', id, to: 'confirmed' },
          await sessionOf('admin'),
        );
        expect(confirmed.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        expect((await b().api.call('cancelBooking', { code, secret })).httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const heard = privateMessages(patientUser)
          .map((message) => message.text)
          .filter((text) => text.startsWith(`Appointment ${code}`));
        expect(heard).toEqual([
          expect.stringContaining(`asked for ${alertWhen(first.date, first.slot)}`),
          expect.stringContaining(`asked for ${alertWhen(second.date, second.slot)}`),
          `Appointment ${code}: confirmed with ${doctor.name} for ${alertWhen(second.date, second.slot)}.`,
          `Appointment ${code} (${alertWhen(second.date, second.slot)}): cancelled.`,
        ]);
        expect(heard.join('\n')).not.toMatch(/Dr\.? Dr/);

        await b().deliver(b().fake.userSays(patientUser, '/stop'));
        expect(lastPrivate(patientUser).text).toMatch(/no more order or booking updates/);
        expect(
          (await b().api.documents<{ chatId: string }>('bookingFollowers')).filter(
            (follower) => follower.chatId === String(patientUser.id),
          ),
        ).toEqual([]);
      });
    });

    describe('chats bound from inside them', () => {
      /** A group the host's settings do not name. */
      const newGroup = '-1001999';
      const chatsNow = async () => {
        const reply = await b().api.read('telegramChats', {}, await sessionOf('admin'));
        expect(reply.httpStatus).toBe(200);
        return reply.body.result as {
          chats: { channel: string; source: string | null; title?: string; chatId?: string }[];
          botToken: boolean;
        };
      };
      const adminGroupNow = async () =>
        (await chatsNow()).chats.find((chat) => chat.channel === 'adminGroup')!;

      test("only an admin's linked account binds a chat; anyone else is told and nothing changes", async () => {
        await b().deliver(b().fake.userSaysIn(users.stranger, newGroup, '/here admin'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(/^Only linked staff/);
        await b().deliver(b().fake.userSaysIn(users.vendor, newGroup, '/here admin'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(/^Only an admin's linked/);
        expect(await adminGroupNow()).toEqual({
          channel: 'adminGroup',
          command: '/here admin',
          source: 'settings',
        });
        expect(await b().api.documents('telegramChats')).toEqual([]);
      });

      test('/here admin moves the admin alerts to that group; /here off moves them back', async () => {
        await link('admin');
        await b().deliver(b().fake.userSaysIn(users.admin, newGroup, '/here'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(/^Send \/here admin, /);
        await b().deliver(b().fake.userSaysIn(users.admin, newGroup, '/here@TownTestBot admin'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(
          /^This chat now gets the admins' alerts/,
        );
        expect(await adminGroupNow()).toMatchObject({
          source: 'chat',
          chatId: newGroup,
          title: 'Staff',
        });
        // A new order's alert goes to the bound group, not to the one in the settings.
        const before = b().fake.messagesTo(chats.adminGroup).length;
        const order = await fixtures.place();
        await eventually(
          () => messageAbout(newGroup, order.code) !== undefined,
          'the new order reaches the bound group',
        );
        expect(messageAbout(newGroup, order.code)!.text).toContain(`New order ${order.code}`);
        // /today now answers in the bound group.
        await b().deliver(b().fake.userSaysIn(users.stranger, newGroup, '/today'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(/^Today, /);
        expect(b().fake.messagesTo(chats.adminGroup).length).toBe(before);

        // The test message from the admin screen takes the same way.
        const test = await b().api.call(
          'sendTelegramTest',
          { channel: 'adminGroup' },
          await sessionOf('admin'),
        );
        expect(test.httpStatus).toBe(200);
        await eventually(
          () =>
            b()
              .fake.messagesTo(newGroup)
              .some((m) => m.text.startsWith('Test from the town app')),
          'the test message reaches the bound group',
        );

        await b().deliver(b().fake.userSaysIn(users.admin, newGroup, '/here off'));
        expect(b().fake.messagesTo(newGroup).at(-1)!.text).toMatch(/^This chat no longer gets/);
        expect(await adminGroupNow()).toEqual({
          channel: 'adminGroup',
          command: '/here admin',
          source: 'settings',
        });
      });

      test('an admin unbinds a chat from the screen; a vendor cannot', async () => {
        await b().deliver(b().fake.userSaysIn(users.admin, newGroup, '/here lab'));
        expect((await chatsNow()).chats.find((c) => c.channel === 'labClient')).toMatchObject({
          source: 'chat',
          chatId: newGroup,
        });
        const refused = await b().api.call(
          'unbindTelegramChat',
          { channel: 'labClient' },
          await sessionOf('vendor'),
        );
        expect(refused.httpStatus).toBe(403);
        const reply = await b().api.call(
          'unbindTelegramChat',
          { channel: 'labClient' },
          await sessionOf('admin'),
        );
        expect(reply.body.result).toEqual({ unbound: true });
        expect(await b().api.documents('telegramChats')).toEqual([]);
      });
    });

    describe('admin commands', () => {
      test('/today and /waiting answer in the admin group; elsewhere the bot stays silent', async () => {
        await b().deliver(b().fake.userSaysIn(users.stranger, chats.adminGroup, '/today'));
        const today = b().fake.messagesTo(chats.adminGroup).at(-1)!;
        expect(today.text).toMatch(
          /^Today, \d{4}-\d{2}-\d{2} \(\d{2}:\d{2} town time\)\nOrders: \d+/,
        );
        await b().deliver(
          b().fake.userSaysIn(users.stranger, chats.adminGroup, '/waiting@TownTestBot'),
        );
        expect(b().fake.messagesTo(chats.adminGroup).at(-1)!.text).toMatch(
          /waited more than 20 minutes|Not accepted within 20 minutes/,
        );
        const elsewhere = b().fake.messages.length;
        await b().deliver(b().fake.userSaysIn(users.stranger, chats.deliveryChat, '/today'));
        await b().deliver(b().fake.userSays(users.vendor, '/today'));
        expect(b().fake.messages.length).toBe(elsewhere + 1);
        expect(lastPrivate(users.vendor).text).toBe('Only admins can use this command.');
      });
    });

    describe("each chat in its reader's language", () => {
      const shopBn = demoCatalog.shops.find((shop) => shop.id === vendorShopId)?.nameBn;
      const labels = (message: SentMessage) => message.buttons.flat().map((button) => button.text);
      const verbs = (message: SentMessage) =>
        message.buttons.flat().map((button) => button.callback_data?.replace(/^[^:]+:/, ''));
      const chatLanguage = async (chatId: string) =>
        (await b().api.documents<ChatLanguage>('chatLanguages')).find(
          (each) => each.chatId === chatId,
        )?.language;

      test("a vendor linked from a Bengali board gets a new order in Bengali, with the product's Bengali name; presses answer and redraw in Bengali", async () => {
        expect(vendorProduct.nameBn).toBeTruthy();
        const reply = await b().api.call(
          'connectTelegram',
          { language: 'bn' },
          await sessionOf('vendor'),
        );
        const code = new URL((reply.body.result as { link: string }).link).searchParams.get(
          'start',
        )!;
        await b().deliver(b().fake.userSays(users.vendor, `/start ${code}`));
        expect(lastPrivate(users.vendor).text).toMatch(/^যুক্ত হয়েছে: এখানে আপনি /);

        const order = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        const offer = messageAbout(String(users.vendor.id), order.code)!;
        expect(offer.text).toContain(`অর্ডার ${order.code}</b>`);
        expect(offer.text).toContain(vendorProduct.nameBn!);
        expect(offer.text).not.toContain(vendorProduct.name);
        if (shopBn) expect(offer.text).toContain(shopBn);
        expect(offer.text).toContain(': নতুন');
        expect(labels(offer)).toEqual(['👍 গ্রহণ করুন', '✖ বাতিল করুন']);
        // The buttons' data are the verbs English messages carry: any message still works.
        expect(verbs(offer)).toEqual(['accept', 'cancel']);
        // The admin group reads the town's default language.
        expect(messageAbout(chats.adminGroup, order.code)?.text).toContain(
          `New order ${order.code}`,
        );

        const accepted = await press(users.vendor, offer, /গ্রহণ/);
        expect(answersTo(accepted).map((answer) => answer.text)).toEqual([
          `অর্ডার ${order.code}: গৃহীত।`,
        ]);
        const edited = messageAbout(String(users.vendor.id), order.code)!;
        expect(edited.messageId).toBe(offer.messageId);
        expect(edited.text).toContain(': গৃহীত');
        expect(labels(edited)).toEqual(['📦 তৈরি', '✖ বাতিল করুন']);
        expect(verbs(edited)).toEqual(['ready', 'cancel']);

        // /lang switches, answered in the new language; the next order comes in it.
        await b().deliver(b().fake.userSays(users.vendor, '/lang en'));
        expect(lastPrivate(users.vendor).text).toMatch(
          /^From now on the bot writes to this chat in English/,
        );
        const next = await fixtures.place(vendorShopId);
        await b().api.settleOutbox?.();
        expect(labels(messageAbout(String(users.vendor.id), next.code)!)).toEqual([
          '👍 Accept',
          '✖ Cancel',
        ]);
      });

      test('a customer following from a Bengali page hears each status in Bengali; /lang switches, and a wrong one changes nothing', async () => {
        const reader: FakeUser = { id: 7100022, first_name: 'Shreya' };
        const chatId = String(reader.id);
        const order = await fixtures.place(vendorShopId);
        const opened = await b().api.call('openOrderLink', {
          code: order.code,
          secret: order.secret,
        });
        const { telegramFollow } = opened.body.result as { telegramFollow: string };
        const payload = new URL(followLinkIn(telegramFollow, 'bn')).searchParams.get('start')!;
        expect(payload).toBe(`of_${order.code}_${followTokenFor(order.secret)}_bn`);
        expect(payload.length).toBeLessThanOrEqual(64);

        await b().deliver(b().fake.userSays(reader, `/start ${payload}`));
        expect(lastPrivate(reader).text).toBe(
          `অর্ডার ${order.code}: অর্ডার হয়েছে।\nএই অর্ডারের প্রতিটি বদল এখানে পাবেন, আর কিছু নয়। বন্ধ করতে /stop পাঠান।`,
        );
        const move = async (to: string) => {
          const reply = await b().api.call(
            'moveOrder',
            { orderId: order.id, to },
            await sessionOf('vendor'),
          );
          expect(reply.httpStatus).toBe(200);
          await b().api.settleOutbox?.();
        };
        await move('accepted');
        expect(lastPrivate(reader).text).toBe(`অর্ডার ${order.code}: গৃহীত।`);

        for (const wrong of ['/lang xx', '/lang']) {
          await b().deliver(b().fake.userSays(reader, wrong));
          expect(lastPrivate(reader).text).toContain('/lang en for English, /lang bn for Bengali');
          expect(lastPrivate(reader).text).toContain('ভাষা বেছে নিন');
          expect(await chatLanguage(chatId)).toBe('bn');
        }
        await b().deliver(b().fake.userSays(reader, '/lang en'));
        expect(lastPrivate(reader).text).toMatch(
          /^From now on the bot writes to this chat in English/,
        );
        expect(await chatLanguage(chatId)).toBe('en');
        await move('ready');
        expect(lastPrivate(reader).text).toBe(`Order ${order.code}: ready.`);
        await b().deliver(b().fake.userSays(reader, '/stop'));
      });

      test("a link without the page's language follows in the language of the person's Telegram", async () => {
        const reader: FakeUser = { id: 7100023, first_name: 'Tania', language_code: 'bn' };
        const order = await fixtures.place(vendorShopId);
        await b().deliver(
          b().fake.userSays(reader, `/start of_${order.code}_${followTokenFor(order.secret)}`),
        );
        expect(lastPrivate(reader).text).toMatch(new RegExp(`^অর্ডার ${order.code}: অর্ডার হয়েছে।`));
        await b().deliver(b().fake.userSays(reader, '/stop'));
        expect(lastPrivate(reader).text).toMatch(/^বন্ধ হয়েছে/);
      });

      test("customers following an order the courier brought back hear the private page's line once, each in their language", async () => {
        const english: FakeUser = { id: 7100024, first_name: 'Nila' };
        const bengali: FakeUser = { id: 7100025, first_name: 'Puja' };
        const order = await fixtures.at('outForDelivery', { courier: courierId });
        const follow = `of_${order.code}_${followTokenFor(order.secret)}`;
        await b().deliver(b().fake.userSays(english, `/start ${follow}_en`));
        await b().deliver(b().fake.userSays(bengali, `/start ${follow}_bn`));
        const reply = await b().api.call(
          'reportFailedDelivery',
          { orderId: order.id, reason: 'nobodyHome', note: 'Gate locked' },
          await sessionOf('delivery'),
        );
        expect(reply.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const sent = await b().api.call(
          'sendOutAgain',
          { orderId: order.id, deliveryPersonId: otherCourierId },
          await sessionOf('admin'),
        );
        expect(sent.httpStatus).toBe(200);
        await b().api.settleOutbox?.();
        const told = (who: FakeUser, line: string) =>
          privateMessages(who).filter((message) => message.text.includes(line));
        expect(told(english, 'could not deliver').map((message) => message.text)).toEqual([
          `Order ${order.code}:\nThe courier could not deliver: nobody was home. The shop will call you.`,
        ]);
        expect(told(bengali, 'ডেলিভারি করতে পারেননি').map((message) => message.text)).toEqual([
          `অর্ডার ${order.code}:\nকুরিয়ার ডেলিভারি করতে পারেননি: বাড়িতে কেউ ছিলেন না। দোকান আপনাকে ফোন করবে।`,
        ]);
        expect(privateMessages(english).some((m) => m.text.includes('Gate locked'))).toBe(false);
        for (const who of [english, bengali]) await b().deliver(b().fake.userSays(who, '/stop'));
      });

      test('/lang in the delivery group: offers there, and their redraw when taken, come in Bengali', async () => {
        await b().deliver(b().fake.userSaysIn(users.stranger, chats.deliveryChat, '/lang bn'));
        expect(b().fake.messagesTo(chats.deliveryChat).at(-1)!.text).toMatch(
          /^এখন থেকে বট এই চ্যাটে বাংলায় লিখবে।/,
        );
        try {
          const order = await fixtures.at('ready');
          await b().api.settleOutbox?.();
          const offer = messageAbout(chats.deliveryChat, order.code)!;
          expect(labels(offer)).toEqual(['🙋 আমি নেব']);
          expect(verbs(offer)).toEqual(['claim']);
          await press(users.delivery, offer, /আমি নেব/);
          const taken = messageAbout(chats.deliveryChat, order.code)!;
          expect(taken.messageId).toBe(offer.messageId);
          expect(taken.text).toContain(`নিয়েছেন ${demoStaffMembers.delivery.profile.name}`);
          // The courier's own chat reads the town's default language.
          expect(labels(messageAbout(String(users.delivery.id), order.code)!)).toContain(
            '📦 Picked up',
          );
        } finally {
          await b().deliver(b().fake.userSaysIn(users.stranger, chats.deliveryChat, '/lang en'));
        }
      });
    });
  },
  { town },
);
