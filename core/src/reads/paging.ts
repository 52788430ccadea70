import { z } from 'zod';
import type { CollectionName, Collections } from '../model/collections';
import type { Query, StoreReader } from '../ports';

export const defaultPageSize = 20;
export const maxPageSize = 100;

/** Query-string paging: page from 1, up to 100 a page. */
export const pageParams = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'page must be a whole number from 1 to 9999')
    .transform(Number)
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, `pageSize must be a whole number from 1 to ${maxPageSize}`)
    .transform(Number)
    .pipe(z.int().min(1).max(maxPageSize, `pageSize must be ${maxPageSize} at most`))
    .optional(),
};

/** A query-string flag: "true" or "false". */
export const flagParam = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((value) => value === 'true');

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Another page follows. */
  hasMore: boolean;
}

export interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** One page of a query, asking for one more document than shown to learn whether more follow. */
export async function queryPage<C extends CollectionName>(
  store: StoreReader,
  collection: C,
  query: Omit<Query<C>, 'limit' | 'offset'>,
  { page = 1, pageSize = defaultPageSize }: PageRequest,
): Promise<Page<Collections[C]>> {
  const found = await store.query(collection, {
    ...query,
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
  });
  return { items: found.slice(0, pageSize), page, pageSize, hasMore: found.length > pageSize };
}

/** Pages a list already in memory, for small lists filtered on derived values. */
export function pageOfList<T>(
  list: readonly T[],
  { page = 1, pageSize = defaultPageSize }: PageRequest,
): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    items: list.slice(start, start + pageSize),
    page,
    pageSize,
    hasMore: list.length > start + pageSize,
  };
}

export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
