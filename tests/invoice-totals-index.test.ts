import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../server/db/database.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import {
  draftDataOf,
  randomDocument,
  randomSource,
  referenceTotals,
} from '../src/tools/quote-generator/invoiceReference.testing.ts';

/**
 * The database's index (business_document_index, which the search and the CSV read) against
 * the same independent decimal computation the page's totals are checked with: 2,000 random
 * documents of every kind mixing rates, 値引き, 非課税/不課税, decimal quantities, 税抜/税込, the
 * three roundings, 免税事業者 and 源泉徴収; the amount indexed is the amount the document states.
 */

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'invoice-index-'));
  db = await openDatabase({ dataDir });
  await migrateDatabase(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('indexes the amount each of 2,000 random documents states', async () => {
  const random = randomSource(55);
  const kinds = ['invoice', 'quote', 'delivery_note', 'receipt'] as const;
  const documents = Array.from({ length: 2_000 }, (_, index) => {
    const kind = kinds[index % kinds.length] ?? 'invoice';
    const document = randomDocument(random);
    const expected = referenceTotals(document);
    return {
      kind,
      data: draftDataOf(document, kind),
      // A delivery note never withholds.
      amount: kind === 'delivery_note' ? expected.total : expected.net,
    };
  });
  const { rows } = await db.query(
    `select (public.business_document_index(d ->> 'kind', d -> 'data')).amount
     from jsonb_array_elements($1::jsonb) with ordinality as t(d, n) order by n`,
    [JSON.stringify(documents)],
  );
  const indexed = rows.map((row) => (row.amount === null ? null : Number(row.amount as string)));
  const mismatches = documents
    .map((document, index) => ({ index, expected: document.amount, indexed: indexed[index] }))
    .filter((entry) => entry.expected !== entry.indexed);
  expect(mismatches.slice(0, 3)).toEqual([]);
  expect(indexed).toHaveLength(2_000);
}, 300_000);

it('indexes a document made before these settings as before (税抜, 切り捨て, whole quantities)', async () => {
  const data = {
    header: { clientName: 'A', date: '2026-11-29' },
    items: [
      { quantity: '3', unitPrice: '333', taxRate: 10 },
      { quantity: '１２', unitPrice: '¥1,080', taxRate: 8 },
    ],
    taxRate: 10,
    perItemTax: true,
  };
  const { rows } = await db.query(
    `select (public.business_document_index('quote', $1::jsonb)).amount`,
    [JSON.stringify(data)],
  );
  // 999 + floor(99.9) + 12,960 + floor(1,036.8) = 15,094.
  expect(Number(rows[0]?.amount)).toBe(15_094);
});
