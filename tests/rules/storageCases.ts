import type { Principal } from '@town/core';
import { principals } from './cases';

/** Allow/deny cases for storage.rules (run against the official Storage emulator). */
export interface StorageCase {
  name: string;
  principal: Principal & { uid?: string };
  operation: 'read' | 'write';
  path: string;
  /** For writes: the file's type and size. */
  file?: { contentType: string; bytes: number };
  /**
   * Stored before a read. For order photos: the shops of the order that took it (null: no
   * order yet), written to Firestore as the photo record and its order.
   */
  existing?: { orderShopIds: string[] | null };
  /** Photo storage in use and its cap (photoStorage/total in Firestore), written before a write. */
  photoStorage?: { bytes: number; limitBytes: number };
  allowed: boolean;
}

const image = (bytes: number) => ({ contentType: 'image/jpeg', bytes });
const customer = { role: 'visitor', uid: 'customer-uid' } as const;
const ownShop = principals.vendor.shopId;

export const storageCases: StorageCase[] = [
  {
    name: 'a visitor reads a catalog image',
    principal: principals.visitor,
    operation: 'read',
    path: 'catalog/shops/a.jpg',
    existing: { orderShopIds: null },
    allowed: true,
  },
  {
    name: 'an admin uploads a catalog image',
    principal: principals.admin,
    operation: 'write',
    path: 'catalog/shops/a.jpg',
    file: image(100_000),
    allowed: true,
  },
  {
    name: 'a vendor uploads a catalog image',
    principal: principals.vendor,
    operation: 'write',
    path: 'catalog/shops/a.jpg',
    file: image(100_000),
    allowed: false,
  },
  {
    name: 'an admin uploads a 3 MB catalog image',
    principal: principals.admin,
    operation: 'write',
    path: 'catalog/shops/a.jpg',
    file: image(3 * 1024 * 1024),
    allowed: false,
  },
  // Photos are sent to the recordPhoto callable, which counts them against the photo cap before
  // it keeps them: no browser writes under uploads/, however much room there is.
  {
    name: 'a customer uploads their prescription photo straight to the bucket',
    principal: customer,
    operation: 'write',
    path: 'uploads/prescription/customer-uid/photo1',
    file: image(500_000),
    allowed: false,
  },
  {
    name: 'a customer uploads a photo straight to the bucket while photo storage has room',
    principal: customer,
    operation: 'write',
    path: 'uploads/prescription/customer-uid/photo2',
    file: image(500_000),
    photoStorage: { bytes: 1_000_000, limitBytes: 2_000_000 },
    allowed: false,
  },
  {
    name: 'an admin uploads a product photo straight to the bucket',
    principal: principals.admin,
    operation: 'write',
    path: 'uploads/product/admin-user/photo4',
    file: image(500_000),
    allowed: false,
  },
  {
    name: 'a customer uploads a photo when photo storage is full',
    principal: customer,
    operation: 'write',
    path: 'uploads/prescription/customer-uid/photo3',
    file: image(500_000),
    photoStorage: { bytes: 2_000_000, limitBytes: 2_000_000 },
    allowed: false,
  },
  {
    name: "a customer uploads into someone else's folder",
    principal: customer,
    operation: 'write',
    path: 'uploads/prescription/other-uid/photo1',
    file: image(500_000),
    allowed: false,
  },
  {
    name: 'a customer uploads a PDF as a shopping list',
    principal: customer,
    operation: 'write',
    path: 'uploads/shoppingList/customer-uid/list1',
    file: { contentType: 'application/pdf', bytes: 1000 },
    allowed: false,
  },
  {
    name: 'a customer uploads a 4 MB photo',
    principal: customer,
    operation: 'write',
    path: 'uploads/shoppingList/customer-uid/list1',
    file: image(4 * 1024 * 1024),
    allowed: false,
  },
  {
    name: 'a customer uploads a photo for a purpose that does not exist',
    principal: customer,
    operation: 'write',
    path: 'uploads/passport/customer-uid/p1',
    file: image(1000),
    allowed: false,
  },
  {
    name: 'a visitor without sign-in uploads a photo',
    principal: principals.visitor,
    operation: 'write',
    path: 'uploads/shoppingList/customer-uid/list1',
    file: image(1000),
    allowed: false,
  },
  {
    name: 'the vendor of a shop in the order reads the photo',
    principal: principals.vendor,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: [ownShop] },
    allowed: true,
  },
  {
    name: "another shop's vendor reads the photo",
    principal: principals.vendor,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: ['shop-elsewhere'] },
    allowed: false,
  },
  {
    name: 'a vendor reads a photo no order has taken yet',
    principal: principals.vendor,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: null },
    allowed: false,
  },
  {
    name: 'an admin reads the photo',
    principal: principals.admin,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: [ownShop] },
    allowed: true,
  },
  {
    name: 'delivery staff read the photo',
    principal: principals.delivery,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: [ownShop] },
    allowed: false,
  },
  {
    name: 'the uploader reads the photo back',
    principal: customer,
    operation: 'read',
    path: 'uploads/prescription/customer-uid/photo1',
    existing: { orderShopIds: [ownShop] },
    allowed: false,
  },
];
