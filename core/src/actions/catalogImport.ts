import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { conflict, DomainError } from '../app/errors';
import { admins, asRole, vendors } from '../app/principal';
import {
  type Column,
  type CsvCollection,
  type CsvTable,
  csvCollections,
  csvColumns,
  csvLimits,
  type ImportPlan,
  type PlannedRow,
  planImport,
  readCsvText,
  vendorProductColumns,
} from '../catalogCsv';
import type { CollectionName, Collections } from '../model/collections';
import type { Store, StoreReader } from '../ports';
import { refusal } from '../refusals';
import { checkSave, editSchema } from './catalogAdmin';

type Doc = Record<string, unknown> & { id: string };

export const csvCollectionSchema = z.enum(csvCollections, {
  error: `Choose one of: ${csvCollections.join(', ')}`,
});

/** The field that names each collection's documents in a preview. */
export const csvLabelFields: { [C in CsvCollection]: string } = {
  shops: 'name',
  products: 'name',
  doctors: 'name',
  labTests: 'name',
  services: 'name',
  teachers: 'name',
  transport: 'driver',
  busRoutes: 'destination',
  emergencyContacts: 'name',
  searchWords: 'name',
};

/**
 * An import's request carries the file as text. JSON escapes quotes and line breaks, so the
 * request may be about twice the file; the local host accepts this much for these actions alone.
 */
export const importRequestLimit = {
  bytes: 5 * 1024 * 1024,
  message: `The file is too large: an import takes at most ${csvLimits.bytes / 1024 / 1024} MB`,
} as const;

const importInput = {
  /** The file as text (a spreadsheet's "CSV UTF-8"). */
  csv: z.string({ error: 'Send the file as text' }),
  /** Absent: preview only. The preview's digest: write what that preview showed. */
  confirm: z
    .string()
    .regex(/^[0-9a-f]{16}$/, 'Confirm with the digest of a preview')
    .optional(),
};

/** What a preview or an import answers: rows by outcome, without the documents themselves. */
export interface ImportAnswer {
  collection: CsvCollection;
  rows: number;
  adds: Array<{ row: number; id: string; label: string }>;
  changes: Array<{ row: number; id: string; label: string; columns: string[] }>;
  unchanged: number;
  refused: ImportPlan['refused'];
  digest: string;
  /** Documents written by this call; absent for a preview. */
  written?: number;
}

const answerOf = (plan: ImportPlan, written?: number): ImportAnswer => ({
  collection: plan.collection,
  rows: plan.rows,
  adds: plan.adds.map(({ row, id, label }) => ({ row, id, label })),
  changes: plan.changes.map(({ row, id, label, columns }) => ({ row, id, label, columns })),
  unchanged: plan.unchanged.length,
  refused: plan.refused,
  digest: plan.digest,
  ...(written === undefined ? {} : { written }),
});

/** Who imports and what they may touch: all of a collection, or one vendor's products. */
interface ImportScope {
  collection: CsvCollection;
  columns: readonly Column[];
  existing(reader: StoreReader): Promise<Doc[]>;
  /** `existing` is part of the collection: ids outside it are looked up and refused. */
  partial?: boolean;
  fixed?: Record<string, unknown>;
  foreignReason: string;
  refusedHeaders?: Record<string, string>;
}

/** Reads made while planning, kept for the plan's length: 800 products ask for one shop. */
function remembering(reader: StoreReader): StoreReader {
  const kept = new Map<string, Promise<unknown>>();
  return {
    get<C extends CollectionName>(collection: C, id: string) {
      const key = `${collection}/${id}`;
      if (!kept.has(key)) kept.set(key, reader.get(collection, id));
      return kept.get(key) as Promise<Collections[C] | null>;
    },
    query: (collection, query) => reader.query(collection, query),
  };
}

async function plan(reader: StoreReader, scope: ImportScope, table: CsvTable): Promise<ImportPlan> {
  const memo = remembering(reader);
  const { collection } = scope;
  return planImport({
    collection,
    columns: scope.columns,
    table,
    existing: await scope.existing(reader),
    ...(scope.fixed ? { fixed: scope.fixed } : {}),
    ...(scope.partial
      ? { lookup: (id: string) => memo.get(collection, id) as Promise<Doc | null> }
      : {}),
    foreignReason: scope.foreignReason,
    ...(scope.refusedHeaders ? { refusedHeaders: scope.refusedHeaders } : {}),
    schema: editSchema(collection, false),
    check: (doc, before) => checkSave(memo, collection, doc as never, before as never) as never,
    labelField: csvLabelFields[collection],
  });
}

const changedSincePreview = () =>
  conflict(
    'The file or the catalog changed since the preview: look at the new preview and confirm again',
    refusal('import-changed', {}),
  );

const stable = (doc: unknown) =>
  JSON.stringify(doc, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/**
 * More rows than one transaction may write (Firestore): each part in a transaction of its own
 * that writes a document only if it is still as the plan found it. A document already as the
 * file wants it is left alone, so repeating an import that stopped part way finishes it.
 */
async function writeInParts(store: Store, plan: ImportPlan, size: number): Promise<number> {
  const writes: PlannedRow[] = [...plan.adds, ...plan.changes];
  let written = 0;
  for (let start = 0; start < writes.length; start += size) {
    const part = writes.slice(start, start + size);
    written += await store.transaction(async (tx) => {
      const now = await Promise.all(part.map((w) => tx.get(plan.collection, w.id)));
      let count = 0;
      part.forEach((w, i) => {
        const current = now[i] ?? null;
        if (current && stable(current) === stable(w.doc)) return;
        if (stable(current) !== stable(w.before)) {
          throw conflict(
            `${w.label} (row ${w.row}) changed while the import was written; ${written} of ${writes.length} rows were written. Import the file again to finish`,
            refusal('import-changed', {}),
          );
        }
        tx.set(plan.collection, w.doc as never);
        count++;
      });
      return count;
    });
  }
  return written;
}

/** Preview, or with `confirm`, the import: all of it in one transaction where the store can. */
async function runImport(
  ctx: ActionContext,
  scope: ImportScope,
  csv: string,
  confirm: string | undefined,
): Promise<ImportAnswer> {
  const table = readCsvText(csv);
  if (!confirm) return answerOf(await plan(ctx.store, scope, table));
  const limit = ctx.store.maxWritesPerTransaction ?? Number.POSITIVE_INFINITY;
  if (table.records.length <= limit) {
    return ctx.store.transaction(async (tx) => {
      const planned = await plan(tx, scope, table);
      if (planned.digest !== confirm) throw changedSincePreview();
      for (const w of [...planned.adds, ...planned.changes])
        tx.set(scope.collection, w.doc as never);
      return answerOf(planned, planned.adds.length + planned.changes.length);
    });
  }
  const planned = await plan(ctx.store, scope, table);
  if (planned.digest !== confirm) throw changedSincePreview();
  return answerOf(planned, await writeInParts(ctx.store, planned, limit));
}

export const adminImportCatalog = defineAction({
  name: 'adminImportCatalog',
  summary:
    'Preview, then (with the preview digest) import a spreadsheet (CSV) of one catalog collection',
  audience: admins,
  clientLimit: 'staff',
  largeInput: importRequestLimit,
  input: z.strictObject({ collection: csvCollectionSchema, ...importInput }),
  run: (ctx, { collection, csv, confirm }) =>
    runImport(
      ctx,
      {
        collection,
        columns: csvColumns[collection],
        existing: (reader) => reader.query(collection) as Promise<Doc[]>,
        foreignReason: 'id: this id is taken',
      },
      csv,
      confirm,
    ),
});

export const vendorImportProducts = defineAction({
  name: 'vendorImportProducts',
  summary: "Preview, then (with the preview digest) import a spreadsheet of the vendor's products",
  audience: vendors,
  clientLimit: 'staff',
  largeInput: importRequestLimit,
  input: z.strictObject(importInput),
  async run(ctx, { csv, confirm }) {
    const { shopId } = asRole(ctx.principal, 'vendor');
    if (!(await ctx.store.get('shops', shopId))) {
      throw new DomainError('failed-precondition', 'Your shop is no longer listed');
    }
    return runImport(
      ctx,
      {
        collection: 'products',
        columns: vendorProductColumns,
        existing: (reader) =>
          reader.query('products', { where: [['shopId', shopId]] }) as Promise<Doc[]>,
        partial: true,
        fixed: { shopId },
        foreignReason: 'id: this is a product of another shop; leave the id empty to add a new one',
        refusedHeaders: {
          shopId: 'shopId is not a column here: every row goes to your own shop',
        },
      },
      csv,
      confirm,
    );
  },
});
