import { z } from 'zod';
import { csvCollectionSchema, csvLabelFields } from '../actions/catalogImport';
import { defineRead } from '../app/define';
import { DomainError } from '../app/errors';
import { admins, asRole, vendors } from '../app/principal';
import {
  type Column,
  type CsvCollection,
  csvColumns,
  vendorProductColumns,
  writeCsvText,
  writeRow,
} from '../catalogCsv';

type Doc = Record<string, unknown> & { id: string };

/** "all": every document; "template": the header alone, to fill in. */
const rowsParam = z.enum(['all', 'template'], { error: 'Choose all or template' }).default('all');

/** A file to save: its suggested name and its text (CSV UTF-8 with a byte-order mark). */
export interface CsvFile {
  fileName: string;
  text: string;
  rows: number;
}

/** Rows in a spreadsheet's natural order: products by shop, everything by its name. */
function sorted(collection: CsvCollection, docs: Doc[]): Doc[] {
  const label = csvLabelFields[collection];
  const keyOf = (doc: Doc) => [
    collection === 'products' ? String(doc.shopId) : '',
    String(doc[label] ?? ''),
    doc.id,
  ];
  return [...docs].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    for (let i = 0; i < x.length; i++) {
      const order = (x[i] ?? '').localeCompare(y[i] ?? '');
      if (order !== 0) return order;
    }
    return 0;
  });
}

function csvFile(name: string, columns: readonly Column[], docs: Doc[] | null): CsvFile {
  const rows = (docs ?? []).map((doc) => writeRow(columns, doc));
  return {
    fileName: `${name}${docs ? '' : '-template'}.csv`,
    text: writeCsvText(
      columns.map((column) => column.header),
      rows,
    ),
    rows: rows.length,
  };
}

export const adminExportCatalog = defineRead({
  name: 'adminExportCatalog',
  summary: 'One catalog collection as a spreadsheet (CSV) to edit and import back, or its template',
  audience: admins,
  input: z.strictObject({ collection: csvCollectionSchema, rows: rowsParam }),
  async run({ store, town }, { collection, rows }) {
    const docs =
      rows === 'all' ? sorted(collection, (await store.query(collection)) as Doc[]) : null;
    return csvFile(`${town.slug}-${collection}`, csvColumns[collection], docs);
  },
});

export const vendorExportProducts = defineRead({
  name: 'vendorExportProducts',
  summary: "The vendor's own products as a spreadsheet (CSV), or its template",
  audience: vendors,
  input: z.strictObject({ rows: rowsParam }),
  async run({ store, principal }, { rows }) {
    const { shopId } = asRole(principal, 'vendor');
    if (!(await store.get('shops', shopId))) {
      throw new DomainError('failed-precondition', 'Your shop is no longer listed');
    }
    const docs =
      rows === 'all'
        ? sorted(
            'products',
            (await store.query('products', { where: [['shopId', shopId]] })) as Doc[],
          )
        : null;
    return csvFile(`${shopId}-products`, vendorProductColumns, docs);
  },
});
