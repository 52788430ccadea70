import type { Product } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { followTokenFor } from '../support/botHosts';
import { describeOnHosts } from '../support/hosts';

const customer = { name: 'Mitali Saha', phone: '9000000901' };
const address = { line: '12 Station Road, near the water tank', landmark: 'Kali temple' };
const inStock = (predicate: (p: Product) => boolean = () => true) =>
  demoCatalog.products.find((p) => p.available && p.stock >= 5 && predicate(p))!;

/** Products whose whole stock fits in one order line. */
const lowStock = demoCatalog.products.filter(
  (p) => p.available && p.stock < demoTown.delivery.maxQuantityPerItem,
);

describeOnHosts('orders', (api) => {
  async function productNow(id: string): Promise<Product> {
    return (await api.read('product', { id })).body.result as Product;
  }

  describe('createOrder', () => {
    test('prices come from the catalog, stock goes down and the order starts "placed"', async () => {
      const rice = inStock();
      const second = inStock((p) => p.id !== rice.id && p.shopId !== rice.shopId);
      const before = [await productNow(rice.id), await productNow(second.id)];
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [
          { productId: rice.id, quantity: 2 },
          { productId: second.id, quantity: 1 },
        ],
      });
      expect(reply.httpStatus).toBe(200);
      const result = reply.body.result as { code: string; status: string; totalPaise: number };
      expect(result.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}$/);
      expect(result.status).toBe('placed');
      const subtotal = rice.pricePaise * 2 + second.pricePaise;
      const fee = subtotal >= demoTown.delivery.freeAbovePaise ? 0 : demoTown.delivery.feePaise;
      expect(result.totalPaise).toBe(subtotal + fee);
      expect((await productNow(rice.id)).stock).toBe(before[0]!.stock - 2);
      expect((await productNow(second.id)).stock).toBe(before[1]!.stock - 1);

      const { secret } = reply.body.result as { secret: string };
      const opened = await api.call('openOrderLink', { code: result.code, secret });
      const order = (opened.body.result as { order: Record<string, unknown> }).order;
      expect(order).toMatchObject({
        code: result.code,
        status: 'placed',
        totalPaise: result.totalPaise,
      });
      expect(order!.history).toEqual([{ status: 'placed', at: expect.any(String) }]);
      expect(order!.items).toEqual([
        expect.objectContaining({
          productId: rice.id,
          quantity: 2,
          unitPricePaise: rice.pricePaise,
          lineTotalPaise: rice.pricePaise * 2,
        }),
        expect.objectContaining({ productId: second.id, quantity: 1 }),
      ]);
    });

    test('the admin group and the delivery chat are alerted through the outbox (kept as not configured without a bot)', async () => {
      const item = inStock();
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: 1 }],
      });
      const { code } = reply.body.result as { code: string };
      const order = (await api.documents<{ id: string; code: string }>('orders')).find(
        (o) => o.code === code,
      )!;
      const entries = (
        await api.documents<{
          ref: string;
          channel: string;
          status: string;
          text: string;
          lastError: string;
        }>('outbox')
      )
        // The bot's own messages (the shops' private offers) are not alerts to the chats.
        .filter((entry) => entry.ref === `orders/${order.id}` && entry.channel !== 'telegramChat');
      expect(entries.map((e) => e.channel).sort()).toEqual(['adminGroup', 'deliveryChat']);
      for (const entry of entries) {
        // This host has no Telegram bot token: the alerts are kept, marked for the admins.
        expect(entry.status).toBe('notConfigured');
        expect(entry.lastError).toBe('No Telegram bot token is configured');
        expect(entry.text).toContain(code);
        expect(entry.text).toContain('+91 90000 00901');
        expect(entry.text).toContain(address.line);
      }
    });

    test('the same product twice counts once with the quantities added', async () => {
      const item = inStock();
      const before = (await productNow(item.id)).stock;
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [
          { productId: item.id, quantity: 1 },
          { productId: item.id, quantity: 2 },
        ],
      });
      expect(reply.httpStatus).toBe(200);
      expect((await productNow(item.id)).stock).toBe(before - 3);
    });

    test('an order for more than the stock is refused, naming the product, and changes nothing', async () => {
      const item = lowStock[1]!;
      const { stock } = await productNow(item.id);
      const before = await api.dump();
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: stock + 1 }],
      });
      expect(reply.httpStatus).toBe(400);
      expect(reply.body.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: `Not enough stock: only ${stock} of "${item.name}" left`,
        details: {
          reason: 'out-of-stock',
          shortages: [
            { productId: item.id, name: item.name, available: stock, requested: stock + 1 },
          ],
        },
      });
      expect(await api.dump()).toBe(before);
    });

    test('the last items go to one customer only', async () => {
      const item = lowStock[0]!;
      const { stock } = await productNow(item.id);
      const first = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: stock }],
      });
      expect(first.httpStatus).toBe(200);
      expect((await productNow(item.id)).stock).toBe(0);
      const second = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: 1 }],
      });
      expect(second.body.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: `Not enough stock: "${item.name}" is out of stock`,
      });
    });

    test('an unavailable product cannot be ordered', async () => {
      const off = demoCatalog.products.find((p) => !p.available)!;
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: off.id, quantity: 1 }],
      });
      expect(reply.body.error?.status).toBe('FAILED_PRECONDITION');
    });

    test('more than the per-item limit is refused with the limit in the message', async () => {
      const item = inStock();
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: demoTown.delivery.maxQuantityPerItem + 1 }],
      });
      expect(reply.httpStatus).toBe(400);
      expect(reply.body.error?.message).toContain(
        `At most ${demoTown.delivery.maxQuantityPerItem}`,
      );
    });

    test('a client-set price or total is not accepted', async () => {
      const item = inStock();
      const before = await api.dump();
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: item.id, quantity: 1, pricePaise: 1 }],
        totalPaise: 1,
      });
      expect(reply.httpStatus).toBe(400);
      expect(await api.dump()).toBe(before);
    });

    test('the delivery fee is waived above the threshold', async () => {
      const dear = [...demoCatalog.products]
        .filter((p) => p.available && p.stock >= 5)
        .sort((a, b) => b.pricePaise - a.pricePaise)[0]!;
      const quantity = Math.min(5, Math.ceil(demoTown.delivery.freeAbovePaise / dear.pricePaise));
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: [{ productId: dear.id, quantity }],
      });
      const { totalPaise } = reply.body.result as { totalPaise: number };
      const subtotal = dear.pricePaise * quantity;
      expect(totalPaise).toBe(
        subtotal >= demoTown.delivery.freeAbovePaise
          ? subtotal
          : subtotal + demoTown.delivery.feePaise,
      );
    });
  });

  describe('findOrders', () => {
    test('any common way of writing the phone finds the same orders, newest first', async () => {
      const phone = '9000000911';
      const item = inStock();
      const placedAt: string[] = [];
      for (let i = 0; i < 2; i++) {
        const reply = await api.call('createOrder', {
          customer: { name: 'Arif', phone },
          address,
          items: [{ productId: item.id, quantity: 1 }],
        });
        placedAt.push((reply.body.result as { createdAt: string }).createdAt);
        api.advanceClock(60_000);
      }
      for (const written of [phone, `+91 ${phone}`, `0${phone}`, '90000-00911']) {
        const reply = await api.call('findOrders', { phone: written });
        const orders = (reply.body.result as { orders: Array<{ placedAt: string }> }).orders;
        expect(orders.map((o) => o.placedAt)).toEqual([...placedAt].reverse());
      }
    });

    test('a phone with no orders gets an empty list', async () => {
      const reply = await api.call('findOrders', { phone: '9999999999' });
      expect(reply.body.result).toEqual({ orders: [] });
    });
  });

  describe('retrying a checkout', () => {
    test('the same requestId sent twice makes one order and takes stock once', async () => {
      const item = inStock();
      const before = (await productNow(item.id)).stock;
      const order = {
        customer: { name: 'Bapi', phone: '9000000951' },
        address,
        items: [{ productId: item.id, quantity: 1 }],
        requestId: 'checkout-7f3a9c2e4b1d',
      };
      const first = await api.call('createOrder', order);
      const retry = await api.call('createOrder', order);
      // The same order; its new link (and the Telegram follow link made from it) is the
      // retry's own (see orderLinks.test.ts).
      type Placed = { code: string; secret: string; telegramFollow: string };
      const { secret: _first, telegramFollow: _follow, ...placed } = first.body.result as Placed;
      const { secret, telegramFollow } = retry.body.result as Placed;
      expect(retry.body.result).toEqual({ ...placed, secret, telegramFollow });
      expect(telegramFollow).toBe(
        `https://t.me/TownTestBot?start=of_${placed.code}_${followTokenFor(secret)}`,
      );
      expect((await productNow(item.id)).stock).toBe(before - 1);
      const found = await api.call('findOrders', { phone: '9000000951' });
      expect((found.body.result as { orders: unknown[] }).orders).toHaveLength(1);
    });

    test("another phone cannot reuse someone's requestId to read their order", async () => {
      const item = inStock();
      const order = {
        customer,
        address,
        items: [{ productId: item.id, quantity: 1 }],
        requestId: 'checkout-owned-by-mitali',
      };
      expect((await api.call('createOrder', order)).httpStatus).toBe(200);
      const other = await api.call('createOrder', {
        ...order,
        customer: { name: 'X', phone: '9000000952' },
      });
      expect(other.httpStatus).toBe(409);
      expect(other.text).not.toContain(customer.name);
    });
  });
});
