import type { Order, OrderStatus, Product } from '@town/core';
import { demoCatalog } from '../../demo';
import { type HostDriver, signInAsDemo } from './hosts';
import { type DemoStaffMember, demoStaffMembers } from './localDriver';

export const vendorShopId = demoStaffMembers.vendor.profile.shopId;
export const otherVendorShopId = demoStaffMembers.otherVendor.profile.shopId;
export const courierId = demoStaffMembers.delivery.profile.id;
export const otherCourierId = demoStaffMembers.otherDelivery.profile.id;

const productOf = (shopId: string, skip = 0): Product =>
  demoCatalog.products.filter((p) => p.shopId === shopId && p.available)[skip]!;

/** The product test orders are made of, one per shop; its stock is raised so orders never run out. */
export const vendorProduct = productOf(vendorShopId);
export const otherVendorProduct = productOf(otherVendorShopId);
/** Another product of the vendor's shop, for orders of two lines from one shop. */
export const secondVendorProduct = productOf(vendorShopId, 1);

/** The path of statuses an order goes through to reach each one. */
const path: OrderStatus[] = ['placed', 'accepted', 'ready', 'outForDelivery', 'delivered'];

export interface PlacedOrder {
  id: string;
  code: string;
  phone: string;
  /** The secret of the order's private link, as createOrder gave it. */
  secret: string;
}

/**
 * Orders in any state, made through the API as customers and the admin would make them. Each
 * call makes a new order, so tests never depend on one another's orders.
 */
export function orderFixtures(
  api: Pick<HostDriver, 'call'> & {
    // Either host's driver, or the local one, whose SQLite reads are synchronous.
    documentWhere<T>(
      collection: string,
      field: string,
      value: string,
    ): T | undefined | Promise<T | undefined>;
  },
  adminCookie: () => Promise<string>,
) {
  let phones = 0;
  const nextPhone = () => `98${String(100000 + (phones++ % 800000)).padStart(8, '0')}`;

  /** An order by one of its fields: one indexed read, as a suite's orders grow to hundreds. */
  async function orderWhere(field: 'id' | 'code', value: string): Promise<Order> {
    const order = await api.documentWhere<Order>('orders', field, value);
    if (!order) throw new Error(`No stored order with ${field} ${value}`);
    return order;
  }

  async function expect200(reply: { httpStatus: number; text: string }, what: string) {
    if (reply.httpStatus !== 200) throw new Error(`${what} failed: ${reply.text}`);
  }

  return {
    /** Raises the stock of the products orders are made of. */
    async stockUp() {
      for (const product of [vendorProduct, otherVendorProduct]) {
        await expect200(
          await api.call(
            'adminUpdateItem',
            { collection: 'products', doc: { ...product, stock: 100_000 } },
            await adminCookie(),
          ),
          'stocking up',
        );
      }
    },

    /** What an order comes to now, as the courier's "₹… collected?" asks. */
    async totalOf(orderId: string): Promise<number> {
      return (await orderWhere('id', orderId)).totalPaise;
    },

    /** A new order from one shop, placed by a new customer phone. */
    async place(shopId = vendorShopId): Promise<PlacedOrder> {
      const phone = nextPhone();
      const product = shopId === vendorShopId ? vendorProduct : otherVendorProduct;
      const reply = await api.call('createOrder', {
        customer: { name: 'Test Customer', phone },
        address: { line: '7 Fixture Lane, Sonapur', landmark: 'post office' },
        items: [{ productId: product.id, quantity: 1 }],
      });
      await expect200(reply, 'placing an order');
      const { code, secret } = reply.body.result as { code: string; secret: string };
      const order = await orderWhere('code', code);
      return { id: order.id, code, phone, secret };
    },

    /**
     * A new order of two lines from the vendor's shop: one `vendorProduct` and two of
     * `secondVendorProduct`, restocked first unless `restock` is false (a shop saying it is short
     * of it empties its stock).
     */
    async placeTwoLines(restock = true): Promise<PlacedOrder> {
      if (restock) {
        await expect200(
          await api.call(
            'adminUpdateItem',
            { collection: 'products', doc: { ...secondVendorProduct, stock: 100 } },
            await adminCookie(),
          ),
          'stocking up',
        );
      }
      const phone = nextPhone();
      const reply = await api.call('createOrder', {
        customer: { name: 'Two Lines', phone },
        address: { line: '11 Short Street, Sonapur' },
        items: [
          { productId: vendorProduct.id, quantity: 1 },
          { productId: secondVendorProduct.id, quantity: 2 },
        ],
      });
      await expect200(reply, 'placing a two-line order');
      const { code, secret } = reply.body.result as { code: string; secret: string };
      const order = await orderWhere('code', code);
      return { id: order.id, code, phone, secret };
    },

    /**
     * A new order of the vendor's shop, accepted (packing): one `vendorProduct` and two steps of
     * `secondVendorProduct`, made a product sold by weight in steps of 500 g first. With
     * `weighedGrams`, the admin weighs that line (1500 g is beyond a 20% tolerance).
     */
    async placeWeighed(weighedGrams?: number): Promise<PlacedOrder> {
      const cookie = await adminCookie();
      await expect200(
        await api.call(
          'adminUpdateItem',
          {
            collection: 'products',
            doc: { ...secondVendorProduct, stock: 100, soldBy: 'weight', stepGrams: 500 },
          },
          cookie,
        ),
        'making a product sold by weight',
      );
      const order = await this.placeTwoLines(false);
      await expect200(
        await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, cookie),
        'accepting',
      );
      if (weighedGrams !== undefined) {
        const weighing = {
          orderId: order.id,
          productId: secondVendorProduct.id,
          actualGrams: weighedGrams,
          shopId: vendorShopId,
        };
        await expect200(await api.call('weighLine', weighing, cookie), 'weighing');
      }
      return order;
    },

    /** A new order from both test shops: one of `vendorProduct` and two of `otherVendorProduct`. */
    async placeMixed(): Promise<PlacedOrder> {
      const phone = nextPhone();
      const reply = await api.call('createOrder', {
        customer: { name: 'Two Shops', phone },
        address: { line: '9 Two Shop Road, Sonapur' },
        items: [
          { productId: vendorProduct.id, quantity: 1 },
          { productId: otherVendorProduct.id, quantity: 2 },
        ],
      });
      await expect200(reply, 'placing a mixed order');
      const { code, secret } = reply.body.result as { code: string; secret: string };
      const order = await orderWhere('code', code);
      return { id: order.id, code, phone, secret };
    },

    /**
     * A new order moved by the admin to `status`, assigned to `courier` (a delivery person id)
     * once accepted. An order needs a courier to go out for delivery.
     */
    async at(
      status: OrderStatus,
      options: { courier?: string | null; shopId?: string } = {},
    ): Promise<PlacedOrder> {
      const order = await this.place(options.shopId);
      const cookie = await adminCookie();
      if (status === 'cancelled') {
        await expect200(
          await api.call('moveOrder', { orderId: order.id, to: 'cancelled' }, cookie),
          'cancelling',
        );
        return order;
      }
      for (const to of path.slice(1, path.indexOf(status) + 1)) {
        if (to === 'ready' && options.courier) {
          await expect200(
            await api.call(
              'assignOrder',
              { orderId: order.id, deliveryPersonId: options.courier },
              cookie,
            ),
            'assigning',
          );
        }
        // Delivered says how the money was taken: here cash, the whole total.
        const collected =
          to === 'delivered'
            ? { collected: { method: 'cash', amountPaise: await this.totalOf(order.id) } }
            : {};
        await expect200(
          await api.call('moveOrder', { orderId: order.id, to, ...collected }, cookie),
          `moving to ${to}`,
        );
      }
      if (status === 'accepted' && options.courier) {
        await expect200(
          await api.call(
            'assignOrder',
            { orderId: order.id, deliveryPersonId: options.courier },
            cookie,
          ),
          'assigning',
        );
      }
      return order;
    },
  };
}

export type OrderFixtures = ReturnType<typeof orderFixtures>;

/**
 * Sessions of the demo staff on any host (cookies locally, ID tokens on Firebase), signed in on
 * first use and again whenever the session died (a sign-in as someone else from the same
 * cookie, a password reset).
 */
export function staffSessions(api: Pick<HostDriver, 'principal' | 'signIn'>) {
  const sessions = new Map<DemoStaffMember, string>();
  const roleOf = (who: DemoStaffMember) =>
    who === 'admin' ? 'admin' : who.endsWith('elivery') ? 'delivery' : 'vendor';
  const indexOf = (who: DemoStaffMember) => (who.startsWith('other') ? 1 : 0);
  return async function sessionOf(who: DemoStaffMember): Promise<string> {
    const cached = sessions.get(who);
    if (cached && (await api.principal(cached)).role === roleOf(who)) return cached;
    const fresh = await signInAsDemo(api, roleOf(who), indexOf(who));
    sessions.set(who, fresh);
    return fresh;
  };
}
