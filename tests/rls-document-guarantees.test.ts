import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { moveDocumentToAccount } from '../src/lib/businessDocuments/accountDocumentStore.ts';
import type {
  BusinessDocument,
  DocumentVersion,
} from '../src/lib/businessDocuments/businessDocument.ts';
import type { TypedSupabaseClient } from '../src/lib/supabase.ts';
import { documentData } from './helpers/documents.ts';
import { useCallers } from './helpers/callers.ts';

/**
 * What the database guarantees about kept documents, for the owner, another user, a guest, the
 * anon key (a share-link visitor has only that key: documents have no link) and the service
 * role:
 * - an issued number is unique per account across every kind (business_documents_issued_number_key
 *   on the generated column issued_number) and must have been claimed in document_numbers (the
 *   foreign key business_documents_issued_number_claimed), whoever writes the row;
 * - the index columns (title, client, transaction_date, amount, client_key) are derived from
 *   the document's data for every kind, 源泉徴収 included, and correct_business_document refuses
 *   an amount or date that is not the data's own;
 * - move_business_document moves a browser's document whole (versions, reasons, times) into the
 *   caller's own account only, and refuses a number the account already holds.
 */

const callers = useCallers();

async function claim(client: SupabaseClient, userId: string, number: string, kind = 'invoice') {
  const { error } = await client.from('document_numbers').insert({
    user_id: userId,
    kind,
    number,
    counter_key: '',
    sequence: 0,
    issued_on: '2026-11-29',
  });
  if (error) throw new Error(error.message);
}

async function draft(
  client: SupabaseClient,
  userId: string,
  number: string,
  kind: 'quote' | 'invoice' | 'delivery_note' | 'receipt' = 'invoice',
  options: Parameters<typeof documentData>[0] = {},
) {
  const { data, error } = await client
    .from('business_documents')
    .insert({ user_id: userId, kind, number, data: documentData({ kind, number, ...options }) })
    .select()
    .single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> & { id: string };
}

describe('issued numbers', () => {
  it('are unique per account across every kind; drafts may share one until issued', async () => {
    await claim(callers.owner, callers.ownerId, 'U-1');
    const invoice = await draft(callers.owner, callers.ownerId, 'U-1', 'invoice');
    const receipt = await draft(callers.owner, callers.ownerId, 'U-1', 'receipt');
    expect(
      (await callers.owner.rpc('issue_business_document', { p_id: invoice.id })).error,
    ).toBeNull();
    const second = await callers.owner.rpc('issue_business_document', { p_id: receipt.id });
    expect(second.error?.code).toBe('23505');
    // The constraint is on the documents themselves: the service role cannot get past it.
    const forced = await callers.service
      .from('business_documents')
      .update({ status: 'issued' })
      .eq('id', receipt.id);
    expect(forced.error?.code).toBe('23505');
    // Another account has its own numbers.
    await claim(callers.other, callers.otherId, 'U-1');
    const theirs = await draft(callers.other, callers.otherId, 'U-1', 'quote');
    expect(
      (await callers.other.rpc('issue_business_document', { p_id: theirs.id })).error,
    ).toBeNull();
  });

  it('must have been claimed through the numbering, whoever issues', async () => {
    const unclaimed = await draft(callers.owner, callers.ownerId, 'U-2');
    const issued = await callers.owner.rpc('issue_business_document', { p_id: unclaimed.id });
    expect(issued.error?.code).toBe('23503');
    const forced = await callers.service
      .from('business_documents')
      .update({ status: 'issued' })
      .eq('id', unclaimed.id);
    expect(forced.error?.code).toBe('23503');
    // Another user's claim of the same number is not the owner's.
    await claim(callers.other, callers.otherId, 'U-2');
    expect(
      (await callers.owner.rpc('issue_business_document', { p_id: unclaimed.id })).error?.code,
    ).toBe('23503');
  });

  it('the issued number and the search key are the database’s: nobody writes them', async () => {
    // issued_number is a generated column (428C9 for anyone); client_key is granted to no one.
    for (const [column, code] of [
      ['issued_number', '428C9'],
      ['client_key', '42501'],
    ] as const) {
      const inserted = await callers.owner.from('business_documents').insert({
        user_id: callers.ownerId,
        kind: 'quote',
        number: `W-${column}`,
        data: documentData({ kind: 'quote' }),
        [column]: 'x',
      });
      expect(inserted.error?.code).toBe(code);
      const row = await draft(callers.owner, callers.ownerId, `W2-${column}`, 'quote');
      const updated = await callers.owner
        .from('business_documents')
        .update({ [column]: 'x' })
        .eq('id', row.id);
      expect(updated.error?.code).toBe(code);
    }
    for (const intruder of [callers.other, callers.guest]) {
      const seen = await intruder
        .from('business_documents')
        .select('issued_number,client_key')
        .eq('user_id', callers.ownerId);
      expect(seen.data ?? []).toEqual([]);
    }
    const byAnon = await callers.anon.from('business_documents').select('issued_number,client_key');
    expect(byAnon.error?.code).toBe('42501');
  });
});

describe('the index derives from the document', () => {
  it('for every kind, 源泉徴収 included: the amount the document states', async () => {
    const cases = [
      // ¥100,000 + 10 %; 源泉徴収 10.21 % of ¥100,000 = ¥10,210 off: ¥99,790.
      { kind: 'receipt', withholding: true, amount: 99790 },
      { kind: 'invoice', withholding: true, amount: 99790 },
      // A 納品書 never withholds.
      { kind: 'delivery_note', withholding: true, amount: 110000 },
      { kind: 'quote', withholding: false, amount: 110000 },
    ] as const;
    for (const entry of cases) {
      const row = await draft(
        callers.owner,
        callers.ownerId,
        `IX-${entry.kind}-${entry.amount}`,
        entry.kind,
        {
          client: '山田 太郎',
          honorific: 'sama',
          subject: 'ロゴデザイン',
          date: '2026-11-20',
          withholding: entry.withholding,
          items: [{ unitPrice: '１００,０００' }],
        },
      );
      expect(row).toMatchObject({
        amount: entry.amount,
        client: '山田 太郎 様',
        title: 'ロゴデザイン',
        transaction_date: '2026-11-20',
        client_key: '山田太郎様',
      });
    }
    // 10 % and 8 % lines: tax rounded down once per rate. 80,000 × 10 % = 8,000; 12,960 × 8 %
    // = 1,036.8 → 1,036.
    const mixed = await draft(callers.owner, callers.ownerId, 'IX-mixed', 'invoice', {
      perItemTax: true,
      items: [
        { unitPrice: '80000', taxRate: 10 },
        { quantity: '12', unitPrice: '1080', taxRate: 8 },
      ],
    });
    expect(mixed.amount).toBe(101996);
  });

  it('its functions compute from their arguments only; the anon key cannot call them', async () => {
    const args = { p_kind: 'receipt', p_data: documentData({ withholding: true }) };
    const byOwner = await callers.owner.rpc('business_document_index', args);
    expect(byOwner.data).toMatchObject({
      amount: 220000 - 20420,
      client: '株式会社サンプル商事 御中',
    });
    for (const [name, call] of [
      ['business_document_index', args],
      ['document_search_key', { p_text: 'ＡＢＣ 商事' }],
      ['document_withholding_tax', { p_payment: 100000 }],
      ['document_whole_number', { p_text: '１,０００', p_min: 0, p_max: 10 }],
    ] as const) {
      const byAnon = await callers.anon.rpc(name, call);
      expect(byAnon.error?.code, name).toBe('42501');
    }
    expect((await callers.guest.rpc('document_search_key', { p_text: 'ＡＢＣ 商事' })).data).toBe(
      'abc商事',
    );
  });

  it('ignores index values sent beside the data', async () => {
    const { data, error } = await callers.owner
      .from('business_documents')
      .insert({
        user_id: callers.ownerId,
        kind: 'invoice',
        number: 'IX-sent',
        data: documentData({ number: 'IX-sent' }),
        title: '別件',
        client: '別の会社',
        amount: 1,
        transaction_date: '2000-01-01',
      })
      .select('title,client,amount,transaction_date')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'Web制作',
      client: '株式会社サンプル商事 御中',
      amount: 220000,
      transaction_date: '2026-12-10',
    });
  });

  it('a correction naming totals unrelated to its data is refused', async () => {
    await claim(callers.owner, callers.ownerId, 'IX-fix');
    const row = await draft(callers.owner, callers.ownerId, 'IX-fix');
    await callers.owner.rpc('issue_business_document', { p_id: row.id });
    const args = {
      p_id: row.id,
      p_title: 'x',
      p_client: 'x',
      p_data: documentData({ number: 'IX-fix', items: [{ unitPrice: '50000' }] }),
      p_transaction_date: null,
      p_amount: 110000,
      p_customer_id: null,
      p_reason: '値引きの反映',
    };
    const refused = await callers.owner.rpc('correct_business_document', args);
    expect(refused.error?.code).toBe('22023');
    const wrongDate = await callers.owner.rpc('correct_business_document', {
      ...args,
      p_amount: null,
      p_transaction_date: '2020-01-01',
    });
    expect(wrongDate.error?.code).toBe('22023');
    const corrected = await callers.owner.rpc('correct_business_document', {
      ...args,
      p_amount: 55000,
    });
    expect(corrected.error).toBeNull();
    expect(corrected.data).toMatchObject({ amount: 55000, title: 'Web制作', version: 2 });
  });
});

describe('moving a browser’s documents into an account', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString();
  const local = (number: string, id = crypto.randomUUID()): BusinessDocument => ({
    id,
    kind: 'invoice',
    number,
    title: '',
    client: '',
    data: documentData({ number, items: [{ unitPrice: '45000' }] }),
    transaction_date: null,
    amount: null,
    status: 'issued',
    version: 2,
    cancel_reason: null,
    created_at: at(0),
    updated_at: at(30),
  });
  const versionsOf = (number: string): DocumentVersion[] => [
    {
      id: 'v1',
      version: 1,
      action: 'issued',
      replaces_id: null,
      number,
      title: '',
      client: '',
      transaction_date: null,
      amount: null,
      data: documentData({ number, items: [{ unitPrice: '50000' }] }),
      reason: null,
      created_at: at(10),
    },
    {
      id: 'v2',
      version: 2,
      action: 'corrected',
      replaces_id: 'v1',
      number,
      title: '',
      client: '',
      transaction_date: null,
      amount: null,
      data: documentData({ number, items: [{ unitPrice: '45000' }] }),
      reason: '値引きの反映',
      created_at: at(30),
    },
  ];
  const as = (client: SupabaseClient) => async () => client as unknown as TypedSupabaseClient;

  it('keeps every version, its reason and the original times', async () => {
    const document = local('MV-1');
    const moved = await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-1'));
    expect(moved).toMatchObject({
      ok: true,
      document: { id: document.id, status: 'issued', version: 2, amount: 49500, number: 'MV-1' },
    });
    const stored = await callers.owner
      .from('business_documents')
      .select('issued_at,created_at')
      .eq('id', document.id)
      .single();
    expect(new Date(stored.data?.issued_at as string).toISOString()).toBe(at(10));
    expect(new Date(stored.data?.created_at as string).toISOString()).toBe(at(0));
    const versions = await callers.owner
      .from('business_document_versions')
      .select('version,action,amount,reason,created_at')
      .eq('document_id', document.id)
      .order('version');
    expect(
      versions.data?.map((v) => [
        v.version,
        v.action,
        v.amount,
        v.reason,
        new Date(v.created_at).toISOString(),
      ]),
    ).toEqual([
      [1, 'issued', 55000, null, at(10)],
      [2, 'corrected', 49500, '値引きの反映', at(30)],
    ]);
    // The number is the account's now; moving the same document again changes nothing.
    const again = await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-1'));
    expect(again).toMatchObject({ ok: true, document: { id: document.id, version: 2 } });
    const claims = await callers.owner
      .from('document_numbers')
      .select('number')
      .eq('number', 'MV-1');
    expect(claims.data).toHaveLength(1);
  });

  it('a number the account holds is refused; moved under a new claimed number, it says so', async () => {
    // The account issued MV-2 itself (the invoice-number tool: a claim without a document).
    await claim(callers.owner, callers.ownerId, 'MV-2');
    const document = local('MV-2');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-2'));
    expect(held).toEqual({ ok: false, reason: 'number_held' });
    // A new number not claimed first is refused too.
    const unclaimed = await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-2'), {
      from: 'MV-2',
      to: 'MV-3',
    });
    expect(unclaimed).toEqual({ ok: false, reason: 'failed' });
    vi.restoreAllMocks();
    await claim(callers.owner, callers.ownerId, 'MV-3');
    const moved = await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-2'), {
      from: 'MV-2',
      to: 'MV-3',
    });
    expect(moved).toMatchObject({ ok: true, document: { number: 'MV-3', version: 3 } });
    const versions = await callers.owner
      .from('business_document_versions')
      .select('version,action,number,reason')
      .eq('document_id', document.id)
      .order('version');
    expect(versions.data).toEqual([
      { version: 1, action: 'issued', number: 'MV-2', reason: null },
      { version: 2, action: 'corrected', number: 'MV-2', reason: '値引きの反映' },
      {
        version: 3,
        action: 'renumbered',
        number: 'MV-3',
        reason: 'アカウントに移す際、番号 MV-2 はアカウントで使用済みのため MV-3 に変更しました',
      },
    ]);
    const withNumber = await callers.owner
      .from('business_documents')
      .select('id')
      .eq('number', 'MV-2');
    expect(withNumber.data).toEqual([]);
  });

  it('refuses a history that is not one: out of order, a change without its reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [first, second] = versionsOf('MV-4');
    for (const versions of [
      [second, first],
      [first, { ...second, reason: ' ' }],
      [{ ...first, action: 'corrected' }, second],
      [first, { ...second, created_at: at(5) }],
    ] as DocumentVersion[][]) {
      const result = await callers.owner.rpc('move_business_document', {
        p_id: crypto.randomUUID(),
        p_kind: 'invoice',
        p_number: `MV-4-${crypto.randomUUID().slice(0, 6)}`,
        p_data: documentData(),
        p_status: 'issued',
        p_cancel_reason: '',
        p_created_at: at(0),
        p_updated_at: at(30),
        p_versions: versions,
      });
      expect(result.error?.code).toBe('22023');
    }
    vi.restoreAllMocks();
  });

  it('only into the caller’s own account: not another user’s, not a guest’s, not by the anon key', async () => {
    const document = local('MV-5');
    expect((await moveDocumentToAccount(as(callers.owner), document, versionsOf('MV-5'))).ok).toBe(
      true,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Another user sending the same id cannot take it over or read it.
    const takeover = await moveDocumentToAccount(as(callers.other), document, versionsOf('MV-5'));
    expect(takeover).toEqual({ ok: false, reason: 'number_held' });
    const args = {
      p_id: crypto.randomUUID(),
      p_kind: 'invoice',
      p_number: 'MV-6',
      p_data: documentData(),
      p_status: 'draft',
      p_cancel_reason: '',
      p_created_at: at(0),
      p_updated_at: at(0),
      p_versions: [],
    };
    expect((await callers.guest.rpc('move_business_document', args)).error?.code).toBe('42501');
    const byAnon = await callers.anon.rpc('move_business_document', args);
    expect(byAnon.error?.code).toBe('42501');
    vi.restoreAllMocks();
    const stored = await callers.service
      .from('business_documents')
      .select('user_id')
      .eq('number', 'MV-6');
    expect(stored.data).toEqual([]);
    const owned = await callers.service
      .from('business_documents')
      .select('user_id')
      .eq('id', document.id)
      .single();
    expect(owned.data).toEqual({ user_id: callers.ownerId });
  });
});
