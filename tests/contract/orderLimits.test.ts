import { formatRupees, type Order, type OutboxEntry, type Product } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { describeOnHosts, type Reply } from '../support/hosts';
import {
  courierId,
  orderFixtures,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

const {
  openPerPhone,
  perClientPerHour,
  openUnitsPerProduct,
  newPhoneOpenPaise,
  paisePerClientPerHour,
} = demoTown.orderLimits;
const townPhone = demoTown.contact.phone;
/** A cheap product of the same shop, whose shelf is set to 40 by the test that empties it. */
const cheapProduct = demoCatalog.products.filter(
  (p) => p.shopId === vendorShopId && p.available && p.pricePaise * 20 <= newPhoneOpenPaise,
)[0]!;
const address = { line: '9 Canal Road, Sonapur' };

let phones = 0;
const freshPhone = () => `96${String(41_000_000 + phones++).padStart(8, '0')}`;

/** The demo town's own limits (other suites raise them): fake orders must not empty the shelves. */
describeOnHosts(
  'limits on open orders, and cancelling a flood',
  (api) => {
    let clients = 0;
    const freshClient = () => `203.0.113.${++clients}`;
    const admin = () => staffSessions(api)('admin');

    beforeAll(async () => {
      const reply = await api.call(
        'adminUpdateItem',
        { collection: 'products', doc: { ...vendorProduct, stock: 100_000 } },
        await admin(),
      );
      if (reply.httpStatus !== 200) throw new Error(`stocking up failed: ${reply.text}`);
    });

    const order = (phone: string, from: string, extra: Record<string, unknown> = {}) =>
      api.call(
        'createOrder',
        {
          customer: { name: 'Flood Test', phone },
          address,
          items: [{ productId: vendorProduct.id, quantity: 1 }],
          ...extra,
        },
        undefined,
        from,
      );
    const placed = (reply: Reply) => reply.body.result as { code: string; secret: string };
    const stored = async (code: string) =>
      (await api.documents<Order>('orders')).find((o) => o.code === code)!;
    const stock = async () =>
      (await api.documents<Product>('products')).find((p) => p.id === vendorProduct.id)!.stock;

    test(`one phone may have ${openPerPhone} open orders; the next is refused until one closes`, async () => {
      const phone = freshPhone();
      const codes: Array<{ code: string; secret: string }> = [];
      for (let i = 0; i < openPerPhone; i++) {
        const reply = await order(phone, freshClient());
        expect(reply.httpStatus).toBe(200);
        codes.push(placed(reply));
      }
      const before = await api.dump();
      const over = await order(phone, freshClient());
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        `This phone number already has ${openPerPhone} orders on the way. Wait until one is delivered, or cancel one from its order link.`,
      );
      expect(over.body.error?.details).toEqual({
        reason: 'too-many-open-orders',
        openOrders: openPerPhone,
      });
      expect(await api.dump()).toBe(before);

      const newCheckout = await order(phone, freshClient(), { requestId: `limit-retry-${phone}` });
      expect(newCheckout.httpStatus).toBe(429);
      // Cancelling one (with its link) makes room.
      const cancelled = await api.call('cancelOrder', {
        code: codes[0]!.code,
        secret: codes[0]!.secret,
      });
      expect(cancelled.httpStatus).toBe(200);
      const again = await order(phone, freshClient(), { requestId: `limit-retry-${phone}` });
      expect(again.httpStatus).toBe(200);
      // At the limit again, a retry of that checkout (its reply lost) is the same order: never refused.
      const retry = await order(phone, freshClient(), { requestId: `limit-retry-${phone}` });
      expect(retry.httpStatus).toBe(200);
      expect(placed(retry).code).toBe(placed(again).code);
    });

    test(`one client address may place ${perClientPerHour} orders an hour, whatever the phones`, async () => {
      const client = freshClient();
      for (let i = 0; i < perClientPerHour; i++) {
        const reply = await order(freshPhone(), client);
        expect(reply.httpStatus).toBe(200);
      }
      api.advanceClock(15 * 60 * 1000);
      const before = await api.dump();
      const over = await order(freshPhone(), client);
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        'Too many orders from this connection. Try again in 45 minutes.',
      );
      expect(over.body.error?.details).toEqual({
        reason: 'try-again-later',
        retryAfterSeconds: 45 * 60,
      });
      expect(await api.dump()).toBe(before);
      expect((await order(freshPhone(), freshClient())).httpStatus).toBe(200);
    });

    test('an admin cancels every open order of a phone in one step; stock comes back, one alert per chat', async () => {
      const phone = freshPhone();
      const codes: string[] = [];
      for (let i = 0; i < openPerPhone; i++)
        codes.push(placed(await order(phone, freshClient())).code);
      const cookie = await admin();
      const accepted = await api.call(
        'moveOrder',
        { orderId: (await stored(codes[0]!)).id, to: 'accepted' },
        cookie,
      );
      expect(accepted.httpStatus).toBe(200);
      const stockBefore = await stock();

      const reply = await api.call(
        'cancelOrdersOfPhone',
        { phone: `+91 ${phone}`, note: 'Fake orders' },
        cookie,
      );
      expect(reply.httpStatus).toBe(200);
      expect(reply.body.result).toEqual({
        cancelled: expect.arrayContaining(codes),
        outForDelivery: [],
      });
      expect(await stock()).toBe(stockBefore + openPerPhone);
      for (const code of codes) {
        expect((await stored(code)).status).toBe('cancelled');
        expect((await stored(code)).history.at(-1)).toMatchObject({
          status: 'cancelled',
          by: { role: 'admin' },
          note: 'Fake orders',
        });
      }
      const outbox = await api.documents<OutboxEntry>('outbox');
      const alerts = outbox.filter((a) => a.ref === `phones/${phone}`);
      expect(alerts.map((a) => [a.channel, a.event]).sort()).toEqual([
        ['adminGroup', 'ordersCancelled'],
        ['deliveryChat', 'ordersCancelled'],
      ]);
      expect(alerts[0]!.text).toContain(`${openPerPhone} open orders cancelled`);
      // One alert for the lot, not one per order.
      const orderRefs = new Set(
        await Promise.all(codes.map(async (code) => `orders/${(await stored(code)).id}`)),
      );
      expect(outbox.filter((a) => a.event === 'orderCancelled' && orderRefs.has(a.ref))).toEqual(
        [],
      );
      // The phone may order again.
      expect((await order(phone, freshClient())).httpStatus).toBe(200);
    });

    const setStock = (product: Product, stock: number) =>
      admin().then((cookie) =>
        api.call('adminUpdateItem', { collection: 'products', doc: { ...product, stock } }, cookie),
      );
    const stockOf = async (product: Product) =>
      (await api.documents<Product>('products')).find((p) => p.id === product.id)!.stock;
    const orderOf = (phone: string, from: string, product: Product, quantity: number) =>
      api.call(
        'createOrder',
        {
          customer: { name: 'Stock Test', phone },
          address,
          items: [{ productId: product.id, quantity }],
        },
        undefined,
        from,
      );

    test(`one phone holds ${openUnitsPerProduct} of a product on order: a second big order cannot empty the shelf`, async () => {
      expect((await setStock(cheapProduct, 40)).httpStatus).toBe(200);
      const phone = freshPhone();
      expect((await orderOf(phone, freshClient(), cheapProduct, 20)).httpStatus).toBe(200);
      const before = await api.dump();
      const again = await orderOf(phone, freshClient(), cheapProduct, 20);
      expect(again.httpStatus).toBe(429);
      expect(again.body.error?.message).toBe(
        `At most ${openUnitsPerProduct} of "${cheapProduct.name}" on the way to one phone number: this one already has 20. Order the rest after they are delivered.`,
      );
      expect(again.body.error?.details).toEqual({
        reason: 'too-much-of-product',
        productId: cheapProduct.id,
        name: cheapProduct.name,
        max: openUnitsPerProduct,
        held: 20,
      });
      expect(await api.dump()).toBe(before);
      // A real customer still finds the rest on the shelf.
      expect((await orderOf(freshPhone(), freshClient(), cheapProduct, 5)).httpStatus).toBe(200);
      expect(await stockOf(cheapProduct)).toBe(15);
    });

    test(`a phone with no delivered order holds ${formatRupees(newPhoneOpenPaise)} cash on delivery; more is ordered by calling the desk`, async () => {
      const phone = freshPhone();
      const fits = Math.floor(newPhoneOpenPaise / vendorProduct.pricePaise);
      const before = await api.dump();
      const big = await orderOf(phone, freshClient(), vendorProduct, fits + 1);
      expect(big.httpStatus).toBe(429);
      expect(big.body.error?.message).toBe(
        `Until a first order is delivered, orders to one phone number may come to ${formatRupees(newPhoneOpenPaise)} at most, cash on delivery. For a larger order, call the help desk on ${townPhone}.`,
      );
      expect(big.body.error?.details).toEqual({
        reason: 'cash-on-delivery-cap',
        maxPaise: newPhoneOpenPaise,
        heldPaise: 0,
        firstOrder: true,
        townPhone,
      });
      expect(await api.dump()).toBe(before);
      // Up to the cap in one order, then nothing more until one is delivered.
      expect((await orderOf(phone, freshClient(), vendorProduct, fits)).httpStatus).toBe(200);
      const more = await orderOf(phone, freshClient(), vendorProduct, 1);
      expect(more.httpStatus).toBe(429);
      expect(more.body.error?.details).toMatchObject({
        reason: 'cash-on-delivery-cap',
        heldPaise: fits * vendorProduct.pricePaise,
        firstOrder: true,
      });
    });

    test('a phone whose order was delivered may order more, up to its own cap', async () => {
      const fixtures = orderFixtures(api, admin);
      const { phone } = await fixtures.at('delivered', { courier: courierId });
      const big = Math.floor(newPhoneOpenPaise / vendorProduct.pricePaise) + 1;
      expect((await orderOf(phone, freshClient(), vendorProduct, big)).httpStatus).toBe(200);
    });

    test(`one client address orders ${formatRupees(paisePerClientPerHour)} cash on delivery an hour, whatever the phones`, async () => {
      const client = freshClient();
      const quantity = Math.floor(newPhoneOpenPaise / vendorProduct.pricePaise);
      const orderPaise = quantity * vendorProduct.pricePaise;
      const fit = Math.floor(paisePerClientPerHour / orderPaise);
      for (let i = 0; i < fit; i++) {
        expect((await orderOf(freshPhone(), client, vendorProduct, quantity)).httpStatus).toBe(200);
      }
      api.advanceClock(10 * 60 * 1000);
      const before = await api.dump();
      const over = await orderOf(freshPhone(), client, vendorProduct, quantity);
      expect(over.httpStatus).toBe(429);
      expect(over.body.error?.message).toBe(
        `Too much cash on delivery ordered from this connection. Try again in 50 minutes, or call the help desk on ${townPhone}.`,
      );
      expect(over.body.error?.details).toEqual({
        reason: 'try-again-later',
        retryAfterSeconds: 50 * 60,
      });
      expect(await api.dump()).toBe(before);
      expect((await orderOf(freshPhone(), freshClient(), vendorProduct, quantity)).httpStatus).toBe(
        200,
      );
    });

    test('only an admin may cancel the orders of a phone', async () => {
      const phone = freshPhone();
      await order(phone, freshClient());
      const vendor = await staffSessions(api)('vendor');
      const before = await api.dump();
      expect((await api.call('cancelOrdersOfPhone', { phone }, vendor)).httpStatus).toBe(403);
      expect((await api.call('cancelOrdersOfPhone', { phone })).httpStatus).toBe(401);
      expect(await api.dump()).toBe(before);
    });
  },
  { town: demoTown, trustProxy: 1, limits: { submit: 1000, lookup: 1000 } },
);
