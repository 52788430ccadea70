import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError, denied, notFound } from '../app/errors';
import type { Audience, Principal } from '../app/principal';
import type { Product } from '../model/catalog';
import { idSchema } from '../model/common';
import { type Photo, type PhotoPurpose, photoIdOfRef, photoRef } from '../model/photos';
import type { Transaction } from '../ports';

/** Who sends and sets product photos: a shop's vendor for its own products, and admins. */
const productPhotoStaff: Audience = ['vendor', 'admin'];

/**
 * Whether `principal` may upload a photo for `purpose`, checked by the host before it does any
 * work on the bytes: anyone sends a photo for an order, only vendors and admins a product's,
 * only admins a catalog picture (a shop's, a doctor's, a news post's).
 */
export function assertMayUploadPhoto(principal: Principal, purpose: PhotoPurpose): void {
  if (purpose === 'catalog' && principal.role !== 'admin') {
    throw denied('Only an admin can send a picture for a shop, a doctor or the news');
  }
  if (purpose !== 'product') return;
  if (principal.role !== 'vendor' && principal.role !== 'admin') {
    throw denied('Only a shop’s vendor or an admin can send a product photo');
  }
}

/** Whose product photo an upload is: the sending vendor's shop, or null for an admin. */
export const productPhotoSender = (principal: Principal): Pick<Photo, 'shopId'> => ({
  shopId: principal.role === 'vendor' ? principal.shopId : null,
});

/** Reads the product a vendor (own shop only) or an admin may change the photo of. */
async function productToChange(
  tx: Transaction,
  principal: Principal,
  productId: string,
): Promise<Product> {
  const product = await tx.get('products', productId);
  if (!product) throw notFound(`No product with id ${productId}`);
  if (principal.role === 'vendor' && product.shopId !== principal.shopId) {
    throw denied('This product belongs to another shop');
  }
  return product;
}

/**
 * Sets (or, with `photo: null`, removes) a product's photo: a reference the photo upload
 * answered for purpose "product". The photo now belongs to this product (it cannot be set on
 * another); the one it replaces is let go, and the photo sweep deletes it with its files.
 */
export const setProductPhoto = defineAction({
  name: 'setProductPhoto',
  summary: "Set or remove a product's photo (a vendor's own products; admins any)",
  audience: productPhotoStaff,
  clientLimit: 'staff',
  input: z.strictObject({
    productId: idSchema,
    photo: z
      .string()
      .regex(/^uploads\/[A-Za-z0-9_-]{1,64}$/, 'Send the reference the photo upload answered')
      .nullable(),
  }),
  async run(ctx, { productId, photo: ref }) {
    const product = await ctx.store.transaction(async (tx) => {
      const current = await productToChange(tx, ctx.principal, productId);
      const newId = ref ? photoIdOfRef(ref) : undefined;
      const oldId = current.image ? photoIdOfRef(current.image) : undefined;
      const [photo, old] = await Promise.all([
        newId ? tx.get('photos', newId) : null,
        oldId && oldId !== newId ? tx.get('photos', oldId) : null,
      ]);
      // Another shop's photo is, to this vendor, no photo at all: the same answer as none.
      const notTheirs = ctx.principal.role === 'vendor' && photo?.shopId !== ctx.principal.shopId;
      if (ref && (photo?.purpose !== 'product' || notTheirs)) {
        throw notFound('The photo was not found; please take it again');
      }
      if (photo?.productId && photo.productId !== productId) {
        throw new DomainError('already-exists', 'This photo is already set on another product');
      }
      const { image: _old, ...rest } = current;
      const updated: Product = photo ? { ...rest, image: photoRef(photo.id) } : rest;
      tx.set('products', updated);
      if (photo) tx.set('photos', { ...photo, productId });
      if (old?.productId === productId) tx.set('photos', { ...old, productId: null });
      return updated;
    });
    return { product };
  },
});
