import type { Principal } from '@town/core';
import { principals } from './cases';

/** Allow/deny cases for storage.rules (run against the official Storage emulator). */
export interface StorageCase {
  name: string;
  principal: Principal & { uid?: string };
  operation: 'read' | 'write';
  path: string;
  /** For writes: the file's type and size, and the shop it names. */
  file?: { contentType: string; bytes: number; shopId?: string };
  /** Stored before a read, with the shop it was sent to. */
  existing?: { shopId: string };
  allowed: boolean;
}

const image = (bytes: number, shopId?: string) => ({
  contentType: 'image/jpeg',
  bytes,
  ...(shopId ? { shopId } : {}),
});
const customer = { role: 'visitor', uid: 'customer-uid' } as const;
const ownShop = principals.vendor.shopId;

export const storageCases: StorageCase[] = [
  {
    name: 'a visitor reads a catalog image',
    principal: principals.visitor,
    operation: 'read',
    path: 'catalog/shops/a.jpg',
    existing: { shopId: 'x' },
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
  {
    name: 'a customer uploads their prescription photo',
    principal: customer,
    operation: 'write',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    file: image(500_000, ownShop),
    allowed: true,
  },
  {
    name: "a customer uploads into someone else's folder",
    principal: customer,
    operation: 'write',
    path: 'uploads/prescriptions/other-uid/p.jpg',
    file: image(500_000, ownShop),
    allowed: false,
  },
  {
    name: 'a customer uploads a PDF as a fordo list',
    principal: customer,
    operation: 'write',
    path: 'uploads/fordo/customer-uid/list.pdf',
    file: { contentType: 'application/pdf', bytes: 1000, shopId: ownShop },
    allowed: false,
  },
  {
    name: 'a customer uploads a 6 MB photo',
    principal: customer,
    operation: 'write',
    path: 'uploads/fordo/customer-uid/list.jpg',
    file: image(6 * 1024 * 1024, ownShop),
    allowed: false,
  },
  {
    name: 'a customer uploads a photo that names no shop',
    principal: customer,
    operation: 'write',
    path: 'uploads/fordo/customer-uid/list.jpg',
    file: image(1000),
    allowed: false,
  },
  {
    name: 'a visitor without sign-in uploads a photo',
    principal: principals.visitor,
    operation: 'write',
    path: 'uploads/fordo/customer-uid/list.jpg',
    file: image(1000, ownShop),
    allowed: false,
  },
  {
    name: 'the vendor of the named shop reads the photo',
    principal: principals.vendor,
    operation: 'read',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    existing: { shopId: ownShop },
    allowed: true,
  },
  {
    name: "another shop's vendor reads the photo",
    principal: principals.vendor,
    operation: 'read',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    existing: { shopId: 'shop-elsewhere' },
    allowed: false,
  },
  {
    name: 'an admin reads the photo',
    principal: principals.admin,
    operation: 'read',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    existing: { shopId: ownShop },
    allowed: true,
  },
  {
    name: 'delivery staff read the photo',
    principal: principals.delivery,
    operation: 'read',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    existing: { shopId: ownShop },
    allowed: false,
  },
  {
    name: 'a visitor reads the photo',
    principal: principals.visitor,
    operation: 'read',
    path: 'uploads/prescriptions/customer-uid/p.jpg',
    existing: { shopId: ownShop },
    allowed: false,
  },
];
