/**
 * `npm run bench:search`: the 電子帳簿保存法 search of kept documents as a signed-in user's page
 * runs it, on 10,000 documents of one account (and 2,000 of another), against the local backend
 * over PGlite (in memory; `-- --database-url postgres://…` for a real PostgreSQL). Each request
 * is one page of 20 rows with the exact count, through the page's own search module and
 * supabase-js, for a mix of searches (each criterion alone, in pairs, all together, none). Prints
 * the median, p95 and maximum time per request over `--requests` (200) after 20 to warm up, with
 * the machine's load; fails when p95 is over 200 ms. `-- --documents 10000 --requests 200`.
 */
import { loadavg } from 'node:os';
import { startMeasuringBackend } from './measuring-backend.ts';
import { freePort } from '../lib/free-port.ts';
import { createAccountDocumentStore } from '../../src/lib/businessDocuments/accountDocumentStore.ts';
import {
  EMPTY_SEARCH,
  type DocumentSearch,
} from '../../src/lib/businessDocuments/searchDocuments.ts';
import type { TypedSupabaseClient } from '../../src/lib/supabase.ts';
import { createTestClient } from '../../tests/helpers/backend.ts';
import { documentData } from '../../tests/helpers/documents.ts';
import { seededDocuments } from '../../tests/helpers/seededDocuments.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const DOCUMENTS = Number(argument('--documents', '10000'));
const REQUESTS = Number(argument('--requests', '200'));
const WARM_UP = 20;
const BUDGET_P95_MS = 200;
const databaseUrl = argument('--database-url', '');

const port = Number(process.env.BENCH_BACKEND_PORT ?? (await freePort()));
const backend = await startMeasuringBackend(port, databaseUrl ? { databaseUrl } : {});
try {
  const service = createTestClient(backend.url, backend.serviceRoleKey);
  const userClient = createTestClient(backend.url, backend.anonKey);
  const signUp = async (email: string) => {
    const { data, error } = await userClient.auth.signUp({ email, password: 'correct-horse-42' });
    if (error || !data.user) throw error ?? new Error('no user');
    return data.user.id;
  };
  const otherId = await signUp(`other-${Date.now()}@example.com`);
  const ownerId = await signUp(`owner-${Date.now()}@example.com`);
  const started = performance.now();
  for (const [userId, rows] of [
    [ownerId, seededDocuments(DOCUMENTS, 20261129)],
    [otherId, seededDocuments(Math.round(DOCUMENTS / 5), 7)],
  ] as const) {
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
  console.log(
    `${DOCUMENTS} documents (+${Math.round(DOCUMENTS / 5)} of another account) stored in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  const store = createAccountDocumentStore(
    async () => userClient as unknown as TypedSupabaseClient,
    ownerId,
  );

  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const day = () =>
    new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 1096) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const clients = ['サンプル', 'ｻﾝﾌﾟﾙ', 'abc', '山田', '100%', 'みらい', 'テスト'];
  const search = (index: number): DocumentSearch => {
    const [from, to] = [day(), day()].sort();
    const [low, high] = [random() * 2_000_000, random() * 2_000_000]
      .map(Math.round)
      .sort((a, b) => a - b);
    const criteria: DocumentSearch = { ...EMPTY_SEARCH };
    if (index % 2 === 0) Object.assign(criteria, { dateFrom: from, dateTo: to });
    if (index % 3 === 0) Object.assign(criteria, { amountMin: low, amountMax: high });
    if (index % 4 === 1) Object.assign(criteria, { client: clients[index % clients.length] });
    return criteria;
  };

  const times: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const offset = index % 7 === 0 ? 40 : 0;
    const begin = performance.now();
    const result = await store.search(search(index), { offset, limit: 20 });
    const elapsed = performance.now() - begin;
    if (!result.ok) throw new Error(result.error.message);
    if (index >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? NaN;
  console.log(
    `search, one page of 20 with the exact count, ${REQUESTS} requests: ` +
      `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(times.at(-1) ?? NaN).toFixed(1)} ms` +
      `; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  if (at(0.95) > BUDGET_P95_MS) {
    console.error(`over budget: p95 over ${BUDGET_P95_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await backend.close();
}
