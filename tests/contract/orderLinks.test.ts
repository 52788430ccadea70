import { createHash } from 'node:crypto';
import {
  lookupLimits,
  type Order,
  type OrderKeys,
  type PrivateOrderView,
  type Product,
  type ShopOrderRecord,
} from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';

const address = { line: '3 Pond Lane, behind the school', landmark: 'banyan tree' };
const grocery = demoCatalog.products.find(
  (p) => p.available && p.stock >= 20 && p.shopType === 'grocery',
)!;
const medicine = demoCatalog.products.find(
  (p) => p.available && p.stock >= 20 && p.shopType === 'pharmacy' && !p.prescriptionRequired,
)!;
const shopName = (id: string) => demoCatalog.shops.find((s) => s.id === id)!.name;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Placed {
  code: string;
  secret: string;
  createdAt: string;
}

let phones = 0;
/** A phone no other test of this file uses: lookup budgets are kept per phone. */
const freshPhone = () => `97${String(31_000_000 + phones++).padStart(8, '0')}`;

describeOnHosts(
  'private order links and lookups by phone',
  (api) => {
    /** A client address of its own per test: lookup budgets are also kept per client. */
    let clients = 0;
    const freshClient = () => {
      clients += 1;
      return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    };

    async function place(
      phone: string,
      product: Product = grocery,
      extra: Record<string, unknown> = {},
    ): Promise<Placed> {
      const reply = await api.call('createOrder', {
        ...(product.shopType === 'pharmacy' ? { kind: 'pharmacy' } : {}),
        customer: { name: 'Rina Pal', phone },
        address,
        items: [{ productId: product.id, quantity: 1 }],
        note: 'Ring twice',
        ...extra,
      });
      if (reply.httpStatus !== 200) throw new Error(`placing an order failed: ${reply.text}`);
      return reply.body.result as Placed;
    }

    const open = (code: string, secret: string, from?: string) =>
      api.call('openOrderLink', { code, secret }, undefined, from);
    const viewOf = (reply: Reply) => (reply.body.result as { order: PrivateOrderView }).order;
    const stockOf = async (id: string) =>
      (await api.documents<Product>('products')).find((p) => p.id === id)!.stock;

    describe('the secret', () => {
      test('at least 128 random bits, given once, kept only as a SHA-256 digest apart from the order', async () => {
        const first = await place(freshPhone());
        const second = await place(freshPhone());
        // base64url: 6 bits a character, so 22 characters hold 132 bits.
        expect(first.secret).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        expect(second.secret).not.toBe(first.secret);

        const stored = (await api.documents<Order>('orders')).find((o) => o.code === first.code)!;
        expect(JSON.stringify(stored)).not.toContain(first.secret);
        expect(JSON.stringify(stored)).not.toContain(sha256(first.secret));
        const keys = (await api.documents<OrderKeys>('orderKeys')).find((k) => k.id === stored.id);
        expect(keys).toEqual({ id: stored.id, secretHashes: [sha256(first.secret)] });
        expect(await api.dump()).not.toContain(first.secret);
      });

      test('a retried checkout (reply lost) gets a new link; the first one keeps working', async () => {
        const phone = freshPhone();
        const first = await place(phone, grocery, { requestId: `retry-${phone}-abcdef` });
        const retry = await place(phone, grocery, { requestId: `retry-${phone}-abcdef` });
        expect(retry.code).toBe(first.code);
        expect(retry.secret).not.toBe(first.secret);
        expect((await open(first.code, first.secret)).httpStatus).toBe(200);
        expect((await open(retry.code, retry.secret)).httpStatus).toBe(200);
      });

      test('a retry long after the order was placed gets no link and changes nothing', async () => {
        const phone = freshPhone();
        const order = {
          customer: { name: 'Rina Pal', phone },
          address,
          items: [{ productId: grocery.id, quantity: 1 }],
          requestId: `late-${phone}-abcdef`,
        };
        expect((await api.call('createOrder', order)).httpStatus).toBe(200);
        api.advanceClock(31 * 60 * 1000);
        const before = await api.dump();
        const late = await api.call('createOrder', order);
        expect(late.httpStatus).toBe(409);
        expect(late.text).not.toMatch(/"secret"/);
        expect(await api.dump()).toBe(before);
      });
    });

    describe('the private link', () => {
      test('opens the whole order: items, address, total, shops, status history', async () => {
        const placed = await place(freshPhone());
        const reply = await open(placed.code.toLowerCase(), placed.secret);
        expect(reply.httpStatus).toBe(200);
        const view = viewOf(reply);
        expect(view).toMatchObject({
          code: placed.code,
          kind: 'shop',
          customer: { name: 'Rina Pal' },
          address,
          note: 'Ring twice',
          status: 'placed',
          cancellable: true,
          hasPhoto: false,
          shops: [{ id: grocery.shopId, name: shopName(grocery.shopId) }],
          items: [expect.objectContaining({ productId: grocery.id, quantity: 1 })],
        });
        expect(view.history).toEqual([{ status: 'placed', at: placed.createdAt }]);
        // Nothing of staff or of the store's keeping.
        expect(reply.text).not.toMatch(/secretHash|requestId|deliveryPersonId|"by"/);
      });

      test('a wrong secret, a secret of another order and an unknown code: one answer, no hint', async () => {
        const placed = await place(freshPhone());
        const other = await place(freshPhone());
        const replies = [
          await open(placed.code, `${placed.secret.slice(0, -2)}xx`),
          await open(placed.code, other.secret),
          await open('ZZZ-ZZZ', placed.secret),
        ];
        for (const reply of replies) {
          expect(reply.httpStatus).toBe(404);
          expect(reply.text).toBe(replies[0]!.text);
          expect(reply.text).not.toContain(placed.code);
          expect(reply.text).not.toContain('Rina');
        }
      });

      test('cancels while the shop has not accepted; without the secret nothing changes', async () => {
        const phone = freshPhone();
        const placed = await place(phone);
        const before = await api.dump();
        const refused = [
          await api.call('cancelOrder', { code: placed.code, phone }),
          await api.call('cancelOrder', { code: placed.code }),
          await api.call('cancelOrder', { code: placed.code, secret: 'B'.repeat(43) }),
        ];
        expect(refused.map((r) => r.httpStatus)).toEqual([400, 400, 404]);
        expect(await api.dump()).toBe(before);

        const stock = await stockOf(grocery.id);
        const cancelled = await api.call('cancelOrder', {
          code: placed.code,
          secret: placed.secret,
          reason: 'Bought it at the market',
        });
        expect(cancelled.httpStatus).toBe(200);
        expect(viewOf(cancelled)).toMatchObject({ status: 'cancelled', cancellable: false });
        expect(await stockOf(grocery.id)).toBe(stock + 1);
        expect(viewOf(await open(placed.code, placed.secret)).status).toBe('cancelled');
      });
    });

    describe('a followed page sends the version it last got', () => {
      const openSeen = (placed: Placed, seen: unknown) =>
        api.call('openOrderLink', { code: placed.code, secret: placed.secret, seen });
      const versionOf = (reply: Reply) => (reply.body.result as { version: string }).version;

      test('hears "unchanged" while the order stays as it was, and the order in full once it moves', async () => {
        const placed = await place(freshPhone());
        const first = await open(placed.code, placed.secret);
        const version = versionOf(first);
        expect(version).toMatch(/^[0-9a-f]{16}\.[0-9a-z]+$/);

        const same = await openSeen(placed, version);
        expect(same.httpStatus).toBe(200);
        expect(same.body.result).toMatchObject({ unchanged: true });
        expect(same.body.result).not.toHaveProperty('order');

        await api.call('cancelOrder', { code: placed.code, secret: placed.secret });
        const moved = await openSeen(placed, version);
        expect(viewOf(moved)).toMatchObject({
          status: 'cancelled',
          shops: [{ id: grocery.shopId }],
        });
        expect(versionOf(moved)).not.toBe(version);
      });

      test('a version opens nothing without the secret, and says nothing of the order', async () => {
        const placed = await place(freshPhone());
        const version = versionOf(await open(placed.code, placed.secret));
        const wrong = await api.call('openOrderLink', {
          code: placed.code,
          secret: 'W'.repeat(43),
          seen: version,
        });
        expect(wrong.httpStatus).toBe(404);
        expect(wrong.text).toBe((await open(placed.code, 'W'.repeat(43))).text);
      });

      test('a version too long or not a string is refused, naming the field', async () => {
        const placed = await place(freshPhone());
        for (const seen of [`0123456789abcdef.${'z'.repeat(60)}`, 42]) {
          const refused = await openSeen(placed, seen);
          expect(refused.httpStatus).toBe(400);
          expect(refused.body.error?.message).toMatch(/^seen: /);
        }
      });
    });

    describe('in Bengali', () => {
      /** A grocery product with a Bengali name and unit, from a shop with a Bengali name. */
      const bengaliProduct = demoCatalog.products.find(
        (p) =>
          p.available &&
          p.stock >= 20 &&
          p.shopType === 'grocery' &&
          p.nameBn &&
          p.unitBn &&
          demoCatalog.shops.find((s) => s.id === p.shopId)?.nameBn,
      )!;
      const shop = demoCatalog.shops.find((s) => s.id === bengaliProduct.shopId)!;

      test("the link gives each line the Bengali name and unit it was bought with, and the shop's Bengali name", async () => {
        const placed = await place(freshPhone(), bengaliProduct);
        const view = viewOf(await open(placed.code, placed.secret));
        expect(view.items).toEqual([
          expect.objectContaining({
            productId: bengaliProduct.id,
            name: bengaliProduct.name,
            nameBn: bengaliProduct.nameBn,
            unit: bengaliProduct.unit,
            unitBn: bengaliProduct.unitBn,
          }),
        ]);
        expect(view.shops).toEqual([expect.objectContaining({ id: shop.id, nameBn: shop.nameBn })]);
        expect(view.parts).toEqual([
          expect.objectContaining({ shopName: shop.name, shopNameBn: shop.nameBn }),
        ]);

        // The store keeps them in the order itself, and in the shop's own copy of its part.
        const stored = (await api.documents<Order>('orders')).find((o) => o.code === placed.code)!;
        expect(stored.items[0]).toMatchObject({ nameBn: bengaliProduct.nameBn });
        expect(stored.parts[0]).toMatchObject({ shopNameBn: shop.nameBn });
        const shopCopy = (await api.documents<ShopOrderRecord>('shopOrders')).find(
          (record) => record.orderId === stored.id,
        )!;
        expect(shopCopy.view.part.lines[0]).toMatchObject({ unitBn: bengaliProduct.unitBn });
      });

      test('a renamed product leaves earlier orders as they were bought', async () => {
        const product = demoCatalog.products.find(
          (p) => p.id !== bengaliProduct.id && p.available && p.stock >= 20 && p.nameBn,
        )!;
        const placed = await place(freshPhone(), product);
        const admin = await signInAsDemo(api, 'admin');
        const current = (await api.documents<Product>('products')).find(
          (p) => p.id === product.id,
        )!;
        const renamed = await api.call(
          'adminUpdateItem',
          { collection: 'products', doc: { ...current, nameBn: 'নতুন নাম' } },
          admin,
        );
        expect(renamed.httpStatus).toBe(200);
        const view = viewOf(await open(placed.code, placed.secret));
        expect(view.items[0]?.nameBn).toBe(product.nameBn);
      });

      test('a product without Bengali gives lines in English alone', async () => {
        const vendor = await signInAsDemo(api, 'vendor');
        const added = await api.call(
          'vendorAddProduct',
          {
            name: 'Kalo jeere, loose',
            description: 'Nigella seeds',
            category: 'Spices',
            unit: '100 g',
            pricePaise: 3000,
            stock: 10,
            available: true,
          },
          vendor,
        );
        expect(added.httpStatus).toBe(200);
        const { product } = added.body.result as { product: Product };
        const placed = await place(freshPhone(), product);
        const [item] = viewOf(await open(placed.code, placed.secret)).items;
        expect(item).toMatchObject({ name: 'Kalo jeere, loose', unit: '100 g' });
        expect(item).not.toHaveProperty('nameBn');
        expect(item).not.toHaveProperty('unitBn');
      });
    });

    describe('a lookup by phone alone', () => {
      test('tells when, how far and which shop: no code, items, address, total or name', async () => {
        const phone = freshPhone();
        const first = await place(phone);
        api.advanceClock(60_000);
        const second = await place(phone, medicine);
        const reply = await api.call(
          'findOrders',
          { phone: `+91 ${phone}` },
          undefined,
          freshClient(),
        );
        expect(reply.httpStatus).toBe(200);
        const { orders } = reply.body.result as { orders: Array<Record<string, unknown>> };
        expect(orders).toEqual([
          // The pharmacy's name would tell of the buyer's health: not shown.
          { placedAt: second.createdAt, status: 'placed', shops: [] },
          {
            placedAt: first.createdAt,
            status: 'placed',
            shops: [shopName(grocery.shopId)],
            shopsBn: [demoCatalog.shops.find((s) => s.id === grocery.shopId)!.nameBn],
          },
        ]);
        for (const hidden of [
          first.code,
          second.code,
          first.secret,
          grocery.name,
          medicine.name,
          address.line,
          'Rina',
          'Ring twice',
        ]) {
          expect(reply.text).not.toContain(hidden);
        }
      });

      test('orders older than 30 days are not listed; a phone without orders gets none', async () => {
        const phone = freshPhone();
        await place(phone);
        api.advanceClock(31 * 24 * 60 * 60 * 1000);
        const old = await api.call('findOrders', { phone }, undefined, freshClient());
        expect(old.body.result).toEqual({ orders: [] });
      });

      test(`${lookupLimits.perPhone} lookups an hour per phone, from any client; then a wait`, async () => {
        const phone = freshPhone();
        await place(phone);
        for (let i = 0; i < lookupLimits.perPhone; i++) {
          const reply = await api.call('findOrders', { phone }, undefined, freshClient());
          expect(reply.httpStatus).toBe(200);
        }
        const before = await api.dump();
        const over = await api.call('findOrders', { phone }, undefined, freshClient());
        expect(over.httpStatus).toBe(429);
        expect(over.body.error?.status).toBe('RESOURCE_EXHAUSTED');
        expect(over.body.error?.message).toBe(
          'Too many lookups for this phone number. Try again in 60 minutes.',
        );
        expect(over.body.error?.details).toEqual({
          reason: 'try-again-later',
          retryAfterSeconds: 3600,
        });
        expect(await api.dump()).toBe(before);
        // Another phone is not held back, and the wait ends with the hour.
        const client = freshClient();
        expect(
          (await api.call('findOrders', { phone: freshPhone() }, undefined, client)).httpStatus,
        ).toBe(200);
        api.advanceClock(lookupLimits.windowMs);
        expect((await api.call('findOrders', { phone }, undefined, client)).httpStatus).toBe(200);
      });

      test(`${lookupLimits.perPhoneFromOneClient} lookups of a phone from one client; the owner elsewhere still looks`, async () => {
        const phone = freshPhone();
        await place(phone);
        const neighbour = freshClient();
        for (let i = 0; i < lookupLimits.perPhoneFromOneClient; i++) {
          const reply = await api.call('findOrders', { phone }, undefined, neighbour);
          expect(reply.httpStatus).toBe(200);
        }
        const over = await api.call('findOrders', { phone }, undefined, neighbour);
        expect(over.httpStatus).toBe(429);
        expect(over.body.error?.message).toBe(
          'Too many lookups for this phone number. Try again in 60 minutes.',
        );
        // The owner, on their own connection, is not locked out by the neighbour's lookups.
        const owner = await api.call('findOrders', { phone }, undefined, freshClient());
        expect(owner.httpStatus).toBe(200);
        expect((owner.body.result as { orders: unknown[] }).orders).toHaveLength(1);
      });

      test(`${lookupLimits.perClient} lookups an hour per client, whatever the phones; then a wait`, async () => {
        const client = freshClient();
        for (let i = 0; i < lookupLimits.perClient; i++) {
          const reply = await api.call('findOrders', { phone: freshPhone() }, undefined, client);
          expect(reply.httpStatus).toBe(200);
        }
        api.advanceClock(10 * 60 * 1000);
        const over = await api.call('findOrders', { phone: freshPhone() }, undefined, client);
        expect(over.httpStatus).toBe(429);
        expect(over.body.error?.message).toBe(
          'Too many lookups from this connection. Try again in 50 minutes.',
        );
        // Another client is not held back.
        const other = await api.call(
          'findOrders',
          { phone: freshPhone() },
          undefined,
          freshClient(),
        );
        expect(other.httpStatus).toBe(200);
      });

      test('the lookup counters are server-only: no reply ever carries them', async () => {
        const phone = freshPhone();
        await api.call('findOrders', { phone }, undefined, freshClient());
        expect((await api.documents<{ id: string }>('lookupCounts')).map((c) => c.id)).toContain(
          `phone_${phone}`,
        );
        expect(api.replies.some((text) => text.includes(`phone_${phone}`))).toBe(false);
      });
    });
  },
  { trustProxy: 1, limits: { lookup: 1000, submit: 1000 } },
);
