import type { z } from 'zod';
import type { Principal } from '../app/principal';
import { productSchema } from '../model/catalog';
import { catalogSchemas } from '../model/catalogSchemas';
import { type CatalogCollection, catalogCollections } from '../model/collections';
import { openForDeliveryStatuses } from '../orders/access';

export type DataOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

type Doc = Record<string, unknown>;

/**
 * One direct access by a client to a stored document, as Firestore's rules see it. For `list`,
 * `existing` holds what the query's equality and array-contains filters pin down: a rule that
 * depends on any other field cannot be proven for the whole result, and so denies.
 */
export interface DataAccess {
  principal: Principal;
  operation: DataOperation;
  collection: string;
  id: string;
  /** The stored document (get, update, delete) or the query's known fields (list). */
  existing?: Doc;
  /** The document after the write (create, update). */
  incoming?: Doc;
}

const isCatalog = (collection: string): collection is CatalogCollection =>
  (catalogCollections as readonly string[]).includes(collection);

function validCatalogWrite({ collection, id, incoming }: DataAccess): boolean {
  if (!isCatalog(collection) || incoming?.id !== id) return false;
  // Rules check keys, types and limits, not the finer formats: so does this mirror.
  return (catalogSchemas[collection] as unknown as z.ZodObject).strict().safeParse(incoming)
    .success;
}

function mayReadOrder(principal: Principal, order: Doc = {}): boolean {
  switch (principal.role) {
    case 'admin':
      return true;
    case 'delivery':
      return (
        order.deliveryPersonId === principal.deliveryId ||
        (order.deliveryPersonId === null &&
          (openForDeliveryStatuses as readonly unknown[]).includes(order.status))
      );
    default:
      return false;
  }
}

const vendorEditableProductFields = new Set(['pricePaise', 'stock', 'available', 'description']);

function vendorProductEdit({ principal, existing, incoming }: DataAccess): boolean {
  if (principal.role !== 'vendor' || !existing || !incoming) return false;
  if (existing.shopId !== principal.shopId) return false;
  const keys = new Set([...Object.keys(existing), ...Object.keys(incoming)]);
  for (const key of keys) {
    const changed = JSON.stringify(existing[key]) !== JSON.stringify(incoming[key]);
    if (changed && !vendorEditableProductFields.has(key)) return false;
  }
  return productSchema.strict().safeParse(incoming).success;
}

function mayRead({ principal, collection, id, existing }: DataAccess): boolean {
  if (isCatalog(collection)) return true;
  switch (collection) {
    case 'orders':
      return mayReadOrder(principal, existing);
    case 'shopOrders':
      // A shop's part of an order: the only order data a vendor's browser reads.
      return principal.role === 'vendor' && existing?.shopId === principal.shopId;
    case 'vendors':
      return (
        principal.role === 'admin' || (principal.role === 'vendor' && principal.vendorId === id)
      );
    case 'delivery':
      return (
        principal.role === 'admin' || (principal.role === 'delivery' && principal.deliveryId === id)
      );
    case 'admins':
    case 'appointments':
    case 'labBookings':
    case 'medicalAssistance':
    case 'contactMessages':
    case 'outbox':
      return principal.role === 'admin';
    default:
      return false;
  }
}

function mayWrite(access: DataAccess): boolean {
  const { principal, collection, operation } = access;
  if (!isCatalog(collection)) return false;
  if (principal.role === 'admin') return operation === 'delete' || validCatalogWrite(access);
  return collection === 'products' && operation === 'update' && vendorProductEdit(access);
}

/**
 * What a browser may read or write directly, by role: the TypeScript twin of firestore.rules.
 * Everything else (orders, bookings, logins, alerts) is written only by the server's actions.
 */
export function clientMayAccess(access: DataAccess): boolean {
  return access.operation === 'get' || access.operation === 'list'
    ? mayRead(access)
    : mayWrite(access);
}
