import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { allMatches } from '../src/lib/businessDocuments/allMatches.ts';
import { createAccountDocumentStore } from '../src/lib/businessDocuments/accountDocumentStore.ts';
import type { DocumentStore } from '../src/lib/businessDocuments/documentStore.ts';
import { EMPTY_SEARCH, type DocumentSearch } from '../src/lib/businessDocuments/searchDocuments.ts';
import type { TypedSupabaseClient } from '../src/lib/supabase.ts';
import {
  createTestClient,
  signUpNewUser,
  startTestBackend,
  type TestUser,
} from './helpers/backend.ts';
import { documentData } from './helpers/documents.ts';
import { seededDocuments, type SeededDocument } from './helpers/seededDocuments.ts';

/**
 * The 電子帳簿保存法 search on 10,000 documents of one account (and 300 of another, which must
 * never show): every result set and count the page's search module gets from the database is
 * compared with an independent filter of what was stored, written here apart from the product's
 * code (its own totals, 源泉徴収 and 取引先 folding). Paging, the total count and the CSV export
 * (every match, past the API's 1,000-row limit) included.
 */

const COUNT = 10_000;
let backend: RunningBackend;
let owner: TestUser;
let store: DocumentStore;
const documents = seededDocuments(COUNT, 20261129);

async function insertAll(userId: string, rows: SeededDocument[]) {
  const service = createTestClient(backend.url, backend.serviceRoleKey);
  for (let start = 0; start < rows.length; start += 500) {
    const { error } = await service.from('business_documents').insert(
      rows.slice(start, start + 500).map((row) => ({
        id: row.id,
        user_id: userId,
        kind: row.kind,
        number: row.number,
        data: documentData(row.data),
        created_at: row.updatedAt,
        updated_at: row.updatedAt,
      })),
    );
    if (error) throw new Error(error.message);
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  const other = await signUpNewUser(backend);
  owner = await signUpNewUser(backend);
  await insertAll(owner.user.id, documents);
  await insertAll(other.user.id, seededDocuments(300, 7));
  store = createAccountDocumentStore(
    async () => owner.client as unknown as TypedSupabaseClient,
    owner.user.id,
  );
}, 300_000);
afterAll(async () => {
  await backend?.close();
});

// --- The independent filter ---------------------------------------------------------------

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s/g, '');

function expected(criteria: DocumentSearch): SeededDocument[] {
  return documents
    .filter((document) => {
      const { date, amount, client } = document.index;
      if (criteria.dateFrom && (date === null || date < criteria.dateFrom)) return false;
      if (criteria.dateTo && (date === null || date > criteria.dateTo)) return false;
      if (criteria.amountMin !== null && amount < criteria.amountMin) return false;
      if (criteria.amountMax !== null && amount > criteria.amountMax) return false;
      return !criteria.client || fold(client).includes(fold(criteria.client));
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
}

/** Searches of every kind: each criterion alone, in pairs and all together, edges included. */
function searches(): DocumentSearch[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const day = () =>
    new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 1096) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const amounts = documents.map((document) => document.index.amount).sort((a, b) => a - b);
  const amount = () => pick(amounts);
  const clients = [
    'サンプル',
    'ｻﾝﾌﾟﾙ',
    'abc',
    'ＡＢＣ',
    '山田太郎',
    '山田 太郎 様',
    '100%',
    '_',
    '商事',
    '御中',
  ];
  const list: DocumentSearch[] = [
    EMPTY_SEARCH,
    // The oldest document, alone by its 取引先 and by its date (a search once stopped at 1,000).
    { ...EMPTY_SEARCH, client: documents[0]?.index.client ?? '' },
    {
      ...EMPTY_SEARCH,
      dateFrom: documents[0]?.index.date ?? '',
      dateTo: documents[0]?.index.date ?? '',
    },
    { ...EMPTY_SEARCH, amountMin: amounts[0] ?? 0, amountMax: amounts[0] ?? 0 },
    { ...EMPTY_SEARCH, amountMin: (amounts.at(-1) ?? 0) + 1 },
  ];
  for (let index = 0; index < 24; index += 1) {
    const [from, to] = [day(), day()].sort();
    const [low, high] = [amount(), amount()].sort((a, b) => a - b);
    const criteria: DocumentSearch = { ...EMPTY_SEARCH };
    if (index % 2 === 0) Object.assign(criteria, { dateFrom: from, dateTo: to });
    if (index % 3 === 0) Object.assign(criteria, { amountMin: low, amountMax: high });
    if (index % 4 === 1) Object.assign(criteria, { client: pick(clients) });
    if (index % 5 === 4) Object.assign(criteria, { dateFrom: from, amountMax: high });
    list.push(criteria);
  }
  return list;
}

describe('the document search on 10,000 documents', () => {
  it.each(searches().map((criteria) => [JSON.stringify(criteria), criteria] as const))(
    '%s: the count and each page are the independent filter’s',
    async (_, criteria) => {
      const want = expected(criteria);
      const first = await store.search(criteria, { offset: 0, limit: 20 });
      if (!first.ok) throw new Error(first.error.message);
      expect(first.data.total).toBe(want.length);
      expect(first.data.rows.map((row) => row.id)).toEqual(want.slice(0, 20).map((row) => row.id));
      const lastOffset = Math.max(0, Math.floor((want.length - 1) / 20) * 20);
      const last = await store.search(criteria, { offset: lastOffset, limit: 20 });
      expect(last.ok && last.data.rows.map((row) => row.id)).toEqual(
        want.slice(lastOffset, lastOffset + 20).map((row) => row.id),
      );
      // Each row's index is what the document states.
      for (const row of first.ok ? first.data.rows : []) {
        const seeded = want.find((document) => document.id === row.id);
        expect([row.transaction_date, row.amount, row.client]).toEqual([
          seeded?.index.date,
          seeded?.index.amount,
          seeded?.index.client,
        ]);
      }
    },
  );

  it('the CSV export reads every match, past the API’s 1,000 rows a request', async () => {
    for (const criteria of [EMPTY_SEARCH, { ...EMPTY_SEARCH, dateFrom: '2025-01-01' }]) {
      const all = await allMatches(store, criteria);
      if (!all.ok) throw new Error(all.error.message);
      expect(all.data.map((row) => row.id)).toEqual(expected(criteria).map((row) => row.id));
    }
    expect(expected(EMPTY_SEARCH)).toHaveLength(COUNT);
  });
});
