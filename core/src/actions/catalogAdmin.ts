import { z } from 'zod';
import { defineAction, parseInput } from '../app/define';
import { DomainError, invalid, notFound } from '../app/errors';
import { admins } from '../app/principal';
import { shopTypeSchema } from '../model/catalog';
import { catalogSchemas } from '../model/catalogSchemas';
import { type CatalogCollection, type Collections, catalogCollections } from '../model/collections';
import { idSchema } from '../model/common';
import type { StoreReader } from '../ports';
import { refusal } from '../refusals';

export const catalogCollectionSchema = z.enum(catalogCollections, {
  error: `Choose one of: ${catalogCollections.join(', ')}`,
});

type CatalogDoc = Collections[CatalogCollection];

/**
 * The schema a document is edited with: the collection's own, except that an id may be left out
 * when creating (the server makes one) and a product's shop type is copied from its shop.
 */
export function editSchema(collection: CatalogCollection, creating: boolean) {
  const base = catalogSchemas[collection] as unknown as z.ZodObject;
  const shape: Record<string, z.ZodType> = {};
  if (creating) shape.id = idSchema.optional();
  if (collection === 'products') shape.shopType = shopTypeSchema.optional();
  return base.extend(shape);
}

const fieldError = (path: string, message: string) =>
  invalid(`${path}: ${message}`, refusal('invalid-fields', { issues: [{ path, message }] }));

/**
 * Reads and checks what a document depends on, before the transaction writes: a product's shop
 * exists (and gives its type), a bus route's slug is its own, a shop does not change type under
 * its products and vendors.
 */
export async function checkSave(
  tx: StoreReader,
  collection: CatalogCollection,
  doc: CatalogDoc,
  previous: CatalogDoc | null,
): Promise<CatalogDoc> {
  if (collection === 'products') {
    const product = doc as Collections['products'];
    const shop = await tx.get('shops', product.shopId);
    if (!shop) throw fieldError('doc.shopId', `No shop with id ${product.shopId}`);
    return { ...product, shopType: shop.type };
  }
  if (collection === 'busRoutes') {
    const route = doc as Collections['busRoutes'];
    const same = await tx.query('busRoutes', { where: [['slug', route.slug]], limit: 2 });
    const clash = same.find((other) => other.id !== route.id);
    if (clash) {
      throw fieldError('doc.slug', `The route to ${clash.destination} already uses this slug`);
    }
  }
  if (collection === 'shops' && previous) {
    const shop = doc as Collections['shops'];
    if ((previous as Collections['shops']).type !== shop.type) await assertShopUnused(tx, shop.id);
  }
  return doc;
}

/** A shop with products or vendor accounts keeps its type and cannot go: they point at it. */
async function assertShopUnused(tx: StoreReader, shopId: string): Promise<void> {
  const products = await tx.query('products', { where: [['shopId', shopId]] });
  const vendorAccounts = await tx.query('vendors', { where: [['shopId', shopId]] });
  if (products.length > 0 || vendorAccounts.length > 0) {
    throw new DomainError(
      'failed-precondition',
      `This shop still has products (${products.length}) or vendor accounts (${vendorAccounts.length}); move or remove them first`,
      { products: products.length, vendors: vendorAccounts.length },
    );
  }
}

export const adminCreateItem = defineAction({
  name: 'adminCreateItem',
  summary: 'Add a document to a catalog collection (shops, products, doctors...)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ collection: catalogCollectionSchema, doc: z.unknown() }),
  async run(ctx, { collection, doc: raw }) {
    const parsed = parseInput(editSchema(collection, true), raw, 'doc') as Partial<CatalogDoc>;
    const doc = { ...parsed, id: parsed.id ?? ctx.ids.newId() } as CatalogDoc;
    const item = await ctx.store.transaction(async (tx) => {
      if (await tx.get(collection, doc.id)) {
        throw new DomainError('already-exists', `${collection} already has a document ${doc.id}`);
      }
      const checked = await checkSave(tx, collection, doc, null);
      tx.set(collection, checked as never);
      return checked;
    });
    return { item };
  },
});

export const adminUpdateItem = defineAction({
  name: 'adminUpdateItem',
  summary: 'Replace a catalog document with an edited version',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ collection: catalogCollectionSchema, doc: z.unknown() }),
  async run(ctx, { collection, doc: raw }) {
    const doc = parseInput(editSchema(collection, false), raw, 'doc') as CatalogDoc;
    const item = await ctx.store.transaction(async (tx) => {
      const previous = await tx.get(collection, doc.id);
      if (!previous) throw notFound(`${collection} has no document ${doc.id}`);
      const checked = await checkSave(tx, collection, doc, previous);
      tx.set(collection, checked as never);
      return checked;
    });
    return { item };
  },
});

export const adminDeleteItem = defineAction({
  name: 'adminDeleteItem',
  summary: 'Delete a catalog document',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ collection: catalogCollectionSchema, id: idSchema }),
  async run(ctx, { collection, id }) {
    await ctx.store.transaction(async (tx) => {
      if (!(await tx.get(collection, id))) throw notFound(`${collection} has no document ${id}`);
      if (collection === 'shops') await assertShopUnused(tx, id);
      tx.delete(collection, id);
    });
    return { deleted: true as const };
  },
});
