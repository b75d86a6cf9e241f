import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../server/db/database.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { listMigrations, migrateDatabase } from '../server/db/migrate.ts';
import { documentData } from './helpers/documents.ts';

/**
 * Documents kept before the database derived the index and guarded issued numbers: a database
 * migrated up to the version before gets what that version allowed (two issued documents with
 * one number, one of them never claimed; a 源泉徴収 receipt indexed at its total), then the
 * remaining migrations run, as a deployment would run them.
 */

const FIRST_NEW_MIGRATION = '20261129000100';
const OWNER = '00000000-0000-4000-8000-0000000000b1';

let dataDir: string;
let oldMigrations: string;
let db: Database;

const insert = (
  id: string,
  kind: string,
  number: string,
  data: object,
  amount: number,
  at: string,
) =>
  `insert into public.business_documents
     (id, user_id, kind, number, title, client, data, status, version, issued_at, amount, created_at)
   values ('${id}', '${OWNER}', '${kind}', '${number}', 'old title', 'old client',
     '${JSON.stringify(data)}'::jsonb, 'issued', 1, '${at}', ${amount}, '${at}');
   insert into public.business_document_versions
     (document_id, user_id, version, action, kind, number, title, client, data, amount, created_at)
   values ('${id}', '${OWNER}', 1, 'issued', '${kind}', '${number}', 'old title', 'old client',
     '${JSON.stringify(data)}'::jsonb, ${amount}, '${at}');`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'documents-migration-'));
  oldMigrations = await mkdtemp(join(tmpdir(), 'documents-old-migrations-'));
  for (const migration of await listMigrations()) {
    if (migration.version >= FIRST_NEW_MIGRATION) continue;
    await copyFile(
      migration.path,
      join(oldMigrations, `${migration.version}_${migration.name}.sql`),
    );
  }
  db = await openDatabase({ dataDir });
  await migrateDatabase(db, oldMigrations);
  await db.execScript(
    `insert into auth.users (id, email, is_anonymous, created_at)
       values ('${OWNER}', 'owner@example.com', false, now());
     insert into public.document_numbers (user_id, kind, number, counter_key, sequence, issued_on)
       values ('${OWNER}', 'invoice', '20261129-001', '', 1, '2026-11-29');
     ${insert('00000000-0000-4000-8000-000000000001', 'invoice', '20261129-001', documentData({ number: '20261129-001' }), 220000, '2026-11-29T01:00:00Z')}
     ${insert('00000000-0000-4000-8000-000000000002', 'receipt', '20261129-001', documentData({ kind: 'receipt', number: '20261129-001', withholding: true, items: [{ unitPrice: '100000' }] }), 110000, '2026-11-29T02:00:00Z')}
     ${insert('00000000-0000-4000-8000-000000000003', 'quote', 'Q-OLD', documentData({ kind: 'quote', number: 'Q-OLD' }), 1, '2026-11-28T02:00:00Z')}`,
  );
  await migrateDatabase(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(oldMigrations, { recursive: true, force: true });
});

it('keeps the earliest holder of a repeated number and renumbers the later one, with a version', async () => {
  const { rows } = await db.query(
    `select id::text, kind, number, issued_number, version,
       data -> 'header' ->> (case when kind = 'quote' then 'quoteNumber' else 'documentNumber' end)
         as printed
     from public.business_documents where user_id = '${OWNER}' order by id`,
  );
  expect(rows).toEqual([
    {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'invoice',
      number: '20261129-001',
      issued_number: '20261129-001',
      version: 1,
      printed: '20261129-001',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'receipt',
      number: '20261129-001-2',
      issued_number: '20261129-001-2',
      version: 2,
      printed: '20261129-001-2',
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'quote',
      number: 'Q-OLD',
      issued_number: 'Q-OLD',
      version: 1,
      printed: 'Q-OLD',
    },
  ]);
  const versions = await db.query(
    `select version, action, number, reason from public.business_document_versions
     where document_id = '00000000-0000-4000-8000-000000000002' order by version`,
  );
  expect(versions.rows).toEqual([
    { version: 1, action: 'issued', number: '20261129-001', reason: null },
    {
      version: 2,
      action: 'renumbered',
      number: '20261129-001-2',
      reason: '番号の重複を解消しました（20261129-001 → 20261129-001-2）',
    },
  ]);
  // Every issued number is claimed now: the one never claimed and the new one.
  const claims = await db.query(
    `select number from public.document_numbers where user_id = '${OWNER}' order by number`,
  );
  expect(claims.rows.map((row) => row.number)).toEqual(['20261129-001', '20261129-001-2', 'Q-OLD']);
});

it('derives every kept index from the document: the receipt states ¥99,790, not ¥110,000', async () => {
  const { rows } = await db.query(
    `select number, amount::int as amount, client, title, transaction_date::text as date
     from public.business_documents where user_id = '${OWNER}' order by id`,
  );
  expect(rows).toEqual([
    {
      number: '20261129-001',
      amount: 220000,
      client: '株式会社サンプル商事 御中',
      title: 'Web制作',
      date: '2026-12-10',
    },
    {
      number: '20261129-001-2',
      amount: 99790,
      client: '株式会社サンプル商事 御中',
      title: 'Web制作',
      date: '2026-12-10',
    },
    {
      number: 'Q-OLD',
      amount: 220000,
      client: '株式会社サンプル商事 御中',
      title: 'Web制作',
      date: '2026-12-10',
    },
  ]);
  const versions = await db.query(
    `select amount::int as amount from public.business_document_versions
     where document_id = '00000000-0000-4000-8000-000000000002' order by version`,
  );
  expect(versions.rows).toEqual([{ amount: 99790 }, { amount: 99790 }]);
});

it('a user with issued documents and their claims can still be deleted whole', async () => {
  await db.execScript(`delete from auth.users where id = '${OWNER}';`);
  const { rows } = await db.query(
    `select (select count(*)::int from public.business_documents where user_id = '${OWNER}') as documents,
       (select count(*)::int from public.document_numbers where user_id = '${OWNER}') as numbers,
       (select count(*)::int from public.business_document_versions where user_id = '${OWNER}') as versions`,
  );
  expect(rows).toEqual([{ documents: 0, numbers: 0, versions: 0 }]);
});
