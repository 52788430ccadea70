import { randomUUID } from 'node:crypto';
import {
  type CsvCollection,
  csvColumns,
  type ImportAnswer,
  type Order,
  type Product,
  type ShopOrderView,
  type StaffAccount,
  writeCsvText,
} from '@town/core';
import { botToken } from '../support/alertingHost';
import { type BotHost, botUsername, describeBotOnHosts } from '../support/botHosts';
import { eventually, type FakeUser } from '../support/fakeTelegram';
import { savableSettings } from '../support/testTown';

/** The admin's own Telegram account, and the couriers' group they add the bot to. */
const adminUser: FakeUser = { id: 7400001, first_name: 'Admin Asha' };
const couriersGroup = '-1004004';

/** A spreadsheet as a town types it: the template's header, then rows by column name. */
const sheet = (collection: CsvCollection, rows: Record<string, string>[]) => {
  const headers = csvColumns[collection].map((column) => column.header);
  return writeCsvText(
    headers,
    rows.map((row) => headers.map((header) => row[header] ?? '')),
  );
};

const shopId = 'shop-rampur-bazar';
const shopsCsv = sheet('shops', [
  {
    id: shopId,
    name: 'Rampur Bazar',
    type: 'grocery',
    description: 'Rice, dal and vegetables',
    address: 'Station Road, Rampur',
    phone: '9830011122',
    active: 'yes',
  },
]);
const productsCsv = sheet('products', [
  {
    shopId,
    name: 'Rampur Gobindobhog Rice',
    unit: '1 kg',
    priceRupees: '95',
    stock: '40',
    available: 'yes',
    category: 'Rice',
    description: 'Fragrant short-grain rice',
  },
  // A typing slip in the shop's id: a shop the town does not have.
  {
    shopId: 'shop-rampur-bazaar',
    name: 'Rampur Miniket Rice',
    unit: '1 kg',
    priceRupees: '62',
    stock: '25',
    available: 'yes',
    category: 'Rice',
    description: 'Everyday rice',
  },
]);

/**
 * Issue 27: a real town goes live from the admin screens, on both hosts, from an empty start:
 * the operator's setup link and the first admin, the town settings, the bot and the couriers'
 * group bound from inside it, a spreadsheet import with a refused row, an invited vendor's first
 * sign-in, and a customer's order on an imported product that reaches that vendor's board and
 * the couriers' group. Each step is the one before's town; they run in order.
 */
describeBotOnHosts(
  'a new town goes live from the admin screens',
  (bot, host) => {
    const b = (): BotHost => bot();
    // Unique per run: the Firebase host keeps admins in the run's one Auth emulator.
    const email = `go-live-${randomUUID().slice(0, 8)}@example.org`;
    const password = 'go-live-admin-1';
    const vendorPhone = '9830011123';
    let admin: string;
    let vendor: string;

    const chatsRead = async () => {
      const reply = await b().api.read('telegramChats', {}, admin);
      expect(reply.httpStatus).toBe(200);
      return reply.body.result as {
        botToken: boolean;
        botTokenFrom: string | null;
        tokenOnScreen: boolean;
        chats: { channel: string; source: string | null; chatId?: string }[];
      };
    };
    const groupMessages = () => b().fake.messagesTo(couriersGroup);

    /** The import screen's two steps: the preview (which must write nothing), then confirm. */
    async function importSheet(collection: CsvCollection, csv: string) {
      const { api } = b();
      const before = await api.changeMark();
      const preview = await api.call('adminImportCatalog', { collection, csv }, admin);
      expect(preview.httpStatus).toBe(200);
      const shown = preview.body.result as ImportAnswer;
      expect(await api.changeMark()).toBe(before);
      const done = await api.call(
        'adminImportCatalog',
        { collection, csv, confirm: shown.digest },
        admin,
      );
      expect(done.httpStatus).toBe(200);
      return { shown, written: (done.body.result as ImportAnswer).written };
    }

    test('the setup link makes the first admin, whose settings are the town from then on', async () => {
      const { api } = b();
      expect((await api.read('town')).body.result).toBeNull();
      const token = await api.newSetupToken();
      const setUp = await api.signIn('setUpTown', { token, name: 'Rampur', email, password });
      expect(setUp.reply.httpStatus).toBe(200);
      admin = setUp.session as string;
      expect(await api.principal(admin)).toMatchObject({ role: 'admin' });

      const base = savableSettings();
      const saved = await api.call(
        'saveTownSettings',
        {
          ...base,
          name: 'Rampur',
          nameBn: 'রামপুর',
          delivery: { ...base.delivery, feePaise: 2500, freeAbovePaise: 50_000 },
          upi: { id: 'rampur.town@upi', name: 'Rampur Town Services' },
        },
        admin,
      );
      expect(saved.httpStatus).toBe(200);
      expect((await api.read('town')).body.result).toMatchObject({
        name: 'Rampur',
        slug: 'rampur',
        delivery: { feePaise: 2500, freeAbovePaise: 50_000 },
        upi: { id: 'rampur.town@upi' },
      });
      // From now on the admin signs in with the password they chose.
      expect(await api.adminPasswordSignIn(email, password)).toEqual(expect.any(String));
    });

    test("the bot gets its token, and the admin binds the couriers' group with /here delivery", async () => {
      const { api, fake } = b();
      if (host.name === 'local') {
        // The local host takes the token on the admin screen, checked with Telegram's getMe.
        expect(await chatsRead()).toMatchObject({ botToken: false, tokenOnScreen: true });
        const saved = await api.call('saveTelegramBot', { token: botToken }, admin);
        expect(saved.body.result).toMatchObject({ username: botUsername });
        expect(await chatsRead()).toMatchObject({ botToken: true, botTokenFrom: 'app' });
      } else {
        // Firebase has it from the deploy's secret (decision 1840); the screen says so.
        expect(await chatsRead()).toMatchObject({ botToken: true, tokenOnScreen: false });
        const saved = await api.call('saveTelegramBot', { token: botToken }, admin);
        expect(saved.body.error?.message).toMatch(/secrets:set TELEGRAM_BOT_TOKEN/);
      }
      expect(await chatsRead()).toMatchObject({
        chats: expect.arrayContaining([
          { channel: 'deliveryChat', command: '/here delivery', source: null },
        ]),
      });

      const connect = await api.call('connectTelegram', {}, admin);
      const { link } = connect.body.result as { link: string };
      const code = new URL(link).searchParams.get('start');
      await b().deliver(fake.userSays(adminUser, `/start ${code}`));
      expect(fake.messagesTo(String(adminUser.id)).at(-1)?.text).toMatch(
        /^Connected: you act here as .*\(admin\)/,
      );
      await b().deliver(fake.userSaysIn(adminUser, couriersGroup, '/here delivery'));
      expect(groupMessages().at(-1)?.text).toMatch(
        /^This chat now gets the couriers' delivery offers\./,
      );
      expect((await chatsRead()).chats).toContainEqual(
        expect.objectContaining({ channel: 'deliveryChat', source: 'chat', chatId: couriersGroup }),
      );
    });

    test('shops and products come from spreadsheets: the preview names the refused row, and nothing is written before confirming', async () => {
      const shops = await importSheet('shops', shopsCsv);
      expect(shops.shown).toMatchObject({ rows: 1, adds: [{ row: 2, id: shopId }], refused: [] });
      expect(shops.written).toBe(1);

      const products = await importSheet('products', productsCsv);
      expect(products.shown).toMatchObject({
        rows: 2,
        adds: [{ row: 2, label: 'Rampur Gobindobhog Rice' }],
        refused: [
          { row: 3, column: 'shopId', reason: 'shopId: No shop with id shop-rampur-bazaar' },
        ],
      });
      expect(products.written).toBe(1);
      const stored = await b().api.documents<Product>('products');
      expect(
        stored.map(({ shopId, name, pricePaise, stock }) => ({ shopId, name, pricePaise, stock })),
      ).toEqual([{ shopId, name: 'Rampur Gobindobhog Rice', pricePaise: 9500, stock: 40 }]);
    });

    test("the admin adds the shop's owner; the invited vendor chooses a password and signs in", async () => {
      const { api } = b();
      const created = await api.call(
        'createStaffAccount',
        { role: 'vendor', name: 'Rina Das', phone: vendorPhone, shopId },
        admin,
      );
      expect(created.httpStatus).toBe(200);
      const { account, invitation } = created.body.result as {
        account: StaffAccount;
        invitation: { token: string };
      };
      expect(account).toMatchObject({ state: 'invited', shopId });
      const view = await api.call('viewStaffInvitation', { token: invitation.token });
      expect(view.body.result).toMatchObject({
        role: 'vendor',
        name: 'Rina Das',
        shopName: 'Rampur Bazar',
      });

      const accepted = await api.signIn('acceptStaffInvitation', {
        token: invitation.token,
        password: 'rina-bazar-2026',
      });
      expect(accepted.reply.httpStatus).toBe(200);
      expect(await api.principal(accepted.session ?? undefined)).toEqual({
        role: 'vendor',
        vendorId: account.id,
        shopId,
      });
      const later = await api.signIn('vendorLogin', {
        phone: vendorPhone,
        password: 'rina-bazar-2026',
      });
      expect(later.reply.httpStatus).toBe(200);
      vendor = later.session as string;
    });

    test("a customer's order of the imported rice is on the vendor's board and reaches the couriers' group", async () => {
      const { api } = b();
      const [rice] = await api.documents<Product>('products');
      const placed = await api.call('createOrder', {
        customer: { name: 'Mitali Roy', phone: '9830011199' },
        address: { line: '4 School Para, Rampur', landmark: 'the pond' },
        items: [{ productId: rice?.id, quantity: 2 }],
      });
      expect(placed.httpStatus).toBe(200);
      const { code } = placed.body.result as { code: string };
      const order = (await api.documents<Order>('orders')).find((each) => each.code === code);
      // The settings' fee: ₹190 of rice is below the ₹500 of free delivery.
      expect(order).toMatchObject({
        subtotalPaise: 19_000,
        deliveryFeePaise: 2500,
        totalPaise: 21_500,
      });

      const board = await api.read('vendorOrders', {}, vendor);
      const items = (board.body.result as { items: ShopOrderView[] }).items;
      expect(
        items.map((each) => [each.code, each.part.lines.map((line) => line.quantity)]),
      ).toEqual([[code, [2]]]);
      await api.settleOutbox?.();
      await eventually(
        () => groupMessages().some((message) => message.text.includes(`New order ${code}`)),
        "the new order reaches the couriers' group",
      );

      // The shop accepts and packs it: the group is offered the delivery, with a button to take it.
      for (const to of ['accepted', 'ready']) {
        const moved = await api.call('moveOrder', { orderId: order?.id, to }, vendor);
        expect(moved.httpStatus).toBe(200);
      }
      await api.settleOutbox?.();
      await eventually(
        () =>
          groupMessages().some(
            (message) =>
              message.text.includes(`Order ${code}`) &&
              message.buttons.flat().some((button) => button.text === "🙋 I'll take it"),
          ),
        "the ready order is offered in the couriers' group",
      );
    });

    test('the catalog exported and imported again changes nothing', async () => {
      await b().api.settleOutbox?.();
      for (const collection of ['shops', 'products'] as const) {
        const exported = await b().api.read('adminExportCatalog', { collection }, admin);
        const { text, rows } = exported.body.result as { text: string; rows: number };
        expect(rows).toBe(1);
        const before = await b().api.changeMark();
        const again = await importSheet(collection, text);
        expect(again.shown).toMatchObject({ adds: [], changes: [], refused: [], unchanged: 1 });
        expect(again.written).toBe(0);
        expect(await b().api.changeMark()).toBe(before);
      }
    });
  },
  { empty: true },
);
