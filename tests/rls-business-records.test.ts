import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { documentData } from './helpers/documents.ts';
import {
  createTestClient,
  signInAsGuest,
  signUpNewUser,
  startTestBackend,
} from './helpers/backend.ts';

/**
 * Row-level security of the business records: the numbering table (document_numbers),
 * customers and the versions of issued documents, for the owner, another user, a guest
 * (anonymous sign-in: guests keep these in the browser) and the anon key alone. None of them
 * has a share link, so a visitor holding a link has only the anon key and is covered by it.
 */

let backend: RunningBackend;
let owner: SupabaseClient;
let ownerId: string;
let other: SupabaseClient;
let otherId: string;
let guest: SupabaseClient;
let guestId: string;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  const [ownerUser, otherUser, guestUser] = await Promise.all([
    signUpNewUser(backend),
    signUpNewUser(backend),
    signInAsGuest(backend),
  ]);
  owner = ownerUser.client;
  ownerId = ownerUser.user.id;
  other = otherUser.client;
  otherId = otherUser.user.id;
  guest = guestUser.client;
  guestId = guestUser.user.id;
  anon = createTestClient(backend.url, backend.anonKey);
  service = createTestClient(backend.url, backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.close();
});

let numberCounter = 0;
const numberFor = (userId: string, number = `T-${(numberCounter += 1)}`) => ({
  user_id: userId,
  kind: 'invoice',
  number,
  counter_key: '|YYYYMMDD-NNN|2026-11-26',
  sequence: numberCounter,
  issued_on: '2026-11-26',
});

describe('document_numbers (the numbering table)', () => {
  it('the owner claims and reads their numbers; nobody else sees them', async () => {
    const claim = await owner.from('document_numbers').insert(numberFor(ownerId, 'A-1'));
    expect(claim.error).toBeNull();
    const mine = await owner.from('document_numbers').select('number').eq('number', 'A-1');
    expect(mine.data).toEqual([{ number: 'A-1' }]);
    for (const intruder of [other, guest]) {
      const seen = await intruder.from('document_numbers').select('number');
      expect(seen.error).toBeNull();
      expect(seen.data).toEqual([]);
    }
    const byAnon = await anon.from('document_numbers').select();
    expect(byAnon.error?.code).toBe('42501');
  });

  it('one number per account: a second claim is refused by the unique constraint', async () => {
    expect(
      (await owner.from('document_numbers').insert(numberFor(ownerId, 'B-1'))).error,
    ).toBeNull();
    const again = await owner.from('document_numbers').insert(numberFor(ownerId, 'B-1'));
    expect(again.error?.code).toBe('23505');
    // Another user's numbering is their own.
    expect(
      (await other.from('document_numbers').insert(numberFor(otherId, 'B-1'))).error,
    ).toBeNull();
  });

  it('refuses claims for someone else, by a guest and by the anon key', async () => {
    expect((await other.from('document_numbers').insert(numberFor(ownerId))).error?.code).toBe(
      '42501',
    );
    expect((await guest.from('document_numbers').insert(numberFor(guestId))).error?.code).toBe(
      '42501',
    );
    expect((await anon.from('document_numbers').insert(numberFor(ownerId))).error?.code).toBe(
      '42501',
    );
  });

  it('a number once issued is never changed or given back, not even by its owner', async () => {
    await owner.from('document_numbers').insert(numberFor(ownerId, 'C-1'));
    const changed = await owner
      .from('document_numbers')
      .update({ number: 'C-2' })
      .eq('number', 'C-1');
    expect(changed.error?.code).toBe('42501');
    const removed = await owner.from('document_numbers').delete().eq('number', 'C-1');
    expect(removed.error?.code).toBe('42501');
    const stored = await service.from('document_numbers').select('number').eq('number', 'C-1');
    expect(stored.data).toHaveLength(1);
  });
});

const customerFor = (userId: string) => ({
  user_id: userId,
  name: '株式会社サンプル商事',
  honorific: 'onchu',
  postal_code: '100-0001',
  address: '東京都千代田区千代田1-1',
  department: '経理部',
  person: '山田 太郎',
  email: 'yamada@example.com',
});

describe('customers', () => {
  it('the owner adds, reads, changes and deletes their own; others nothing', async () => {
    const added = await owner.from('customers').insert(customerFor(ownerId)).select().single();
    expect(added.error).toBeNull();
    const id = (added.data as { id: string }).id;
    for (const intruder of [other, guest]) {
      expect((await intruder.from('customers').select('id')).data).toEqual([]);
      const { data } = await intruder.from('customers').update({ name: 'x' }).eq('id', id).select();
      expect(data ?? []).toEqual([]);
      const gone = await intruder.from('customers').delete().eq('id', id).select();
      expect(gone.data ?? []).toEqual([]);
    }
    expect((await anon.from('customers').select()).error?.code).toBe('42501');
    const renamed = await owner
      .from('customers')
      .update({ person: '佐藤', department: '総務部' })
      .eq('id', id)
      .select();
    expect(renamed.data?.[0]).toMatchObject({ person: '佐藤', department: '総務部' });
    const moved = await owner.from('customers').update({ user_id: otherId }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    expect((await owner.from('customers').delete().eq('id', id)).error).toBeNull();
    expect((await service.from('customers').select().eq('id', id)).data).toEqual([]);
  });

  it('refuses a guest, the anon key, someone else’s rows and bad values', async () => {
    expect((await guest.from('customers').insert(customerFor(guestId))).error?.code).toBe('42501');
    expect((await anon.from('customers').insert(customerFor(ownerId))).error?.code).toBe('42501');
    expect((await other.from('customers').insert(customerFor(ownerId))).error?.code).toBe('42501');
    const blank = await owner
      .from('customers')
      .insert({ ...customerFor(ownerId), name: ' \u3000 ' });
    expect(blank.error?.code).toBe('23514');
    const honorific = await owner
      .from('customers')
      .insert({ ...customerFor(ownerId), honorific: '殿' });
    expect(honorific.error?.code).toBe('23514');
    const department = await owner
      .from('customers')
      .insert({ ...customerFor(ownerId), department: '部'.repeat(101) });
    expect(department.error?.code).toBe('23514');
  });
});

/** A draft invoice of ¥220,000 whose number the user has claimed, as the page keeps one. */
async function draftOf(client: SupabaseClient, userId: string, number: string) {
  const claim = await client.from('document_numbers').insert(numberFor(userId, number));
  if (claim.error) throw new Error(claim.error.message);
  const { data, error } = await client
    .from('business_documents')
    .insert({
      user_id: userId,
      kind: 'invoice',
      number,
      data: documentData({ number }),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

describe('issued documents and their versions', () => {
  it('issuing fixes a document: it is neither changed nor deleted directly', async () => {
    const id = await draftOf(owner, ownerId, 'V-1');
    const issued = await owner.rpc('issue_business_document', { p_id: id });
    expect(issued.error).toBeNull();
    expect(issued.data).toMatchObject({ status: 'issued', version: 1 });
    const changed = await owner
      .from('business_documents')
      .update({ title: '改ざん' })
      .eq('id', id)
      .select();
    expect(changed.data).toEqual([]);
    const deleted = await owner.from('business_documents').delete().eq('id', id).select();
    expect(deleted.data).toEqual([]);
    const statusChange = await owner
      .from('business_documents')
      .update({ status: 'draft' })
      .eq('id', id);
    expect(statusChange.error?.code).toBe('42501');
    const again = await owner.rpc('issue_business_document', { p_id: id });
    expect(again.error?.code).toBe('55000');
  });

  it('a correction is a new version pointing to the one it replaces; a cancellation keeps its reason', async () => {
    const id = await draftOf(owner, ownerId, 'V-2');
    await owner.rpc('issue_business_document', { p_id: id });
    const noReason = await owner.rpc('correct_business_document', {
      p_id: id,
      p_title: 'Web制作（訂正）',
      p_client: '株式会社サンプル商事 御中',
      p_data: documentData({ number: 'V-2', items: [{ unitPrice: '180000' }] }),
      p_transaction_date: '2026-12-10',
      p_amount: 198000,
      p_customer_id: null,
      p_reason: ' ',
    });
    expect(noReason.error?.code).toBe('22023');
    const corrected = await owner.rpc('correct_business_document', {
      p_id: id,
      p_title: 'Web制作（訂正）',
      p_client: '株式会社サンプル商事 御中',
      p_data: documentData({ number: 'V-2', items: [{ unitPrice: '180000' }] }),
      p_transaction_date: '2026-12-10',
      p_amount: 198000,
      p_customer_id: null,
      p_reason: '単価の誤り',
    });
    expect(corrected.data).toMatchObject({ version: 2, amount: 198000, status: 'issued' });
    const cancelled = await owner.rpc('cancel_business_document', {
      p_id: id,
      p_reason: '発注取消',
    });
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: '発注取消',
      version: 3,
    });
    const versions = await owner
      .from('business_document_versions')
      .select('id,version,action,replaces_id,amount,reason')
      .eq('document_id', id)
      .order('version');
    const rows = versions.data as { id: string; replaces_id: string | null }[];
    expect(versions.data).toMatchObject([
      { version: 1, action: 'issued', amount: 220000, reason: null, replaces_id: null },
      { version: 2, action: 'corrected', amount: 198000, reason: '単価の誤り' },
      { version: 3, action: 'cancelled', reason: '発注取消' },
    ]);
    expect(rows[1]?.replaces_id).toBe(rows[0]?.id);
    expect(rows[2]?.replaces_id).toBe(rows[1]?.id);
  });

  it('versions: the owner reads them, nobody writes them directly, others see nothing', async () => {
    const id = await draftOf(owner, ownerId, 'V-3');
    await owner.rpc('issue_business_document', { p_id: id });
    const row = {
      document_id: id,
      user_id: ownerId,
      version: 9,
      action: 'corrected',
      kind: 'invoice',
      number: 'V-3',
      title: '',
      client: '',
      data: {},
    };
    expect((await owner.from('business_document_versions').insert(row)).error?.code).toBe('42501');
    const rewrite = await owner
      .from('business_document_versions')
      .update({ reason: 'x' })
      .eq('document_id', id);
    expect(rewrite.error?.code).toBe('42501');
    const erase = await owner.from('business_document_versions').delete().eq('document_id', id);
    expect(erase.error?.code).toBe('42501');
    for (const intruder of [other, guest]) {
      const seen = await intruder
        .from('business_document_versions')
        .select('id')
        .eq('document_id', id);
      expect(seen.data).toEqual([]);
    }
    expect((await anon.from('business_document_versions').select()).error?.code).toBe('42501');
  });

  it('only the owner issues, corrects or cancels their documents', async () => {
    const id = await draftOf(owner, ownerId, 'V-4');
    // PT404: PostgREST answers 404 (P0002 would be a 500).
    const byOther = await other.rpc('issue_business_document', { p_id: id });
    expect([byOther.status, byOther.error?.code]).toEqual([404, 'PT404']);
    expect((await guest.rpc('issue_business_document', { p_id: id })).error?.code).toBe('42501');
    expect((await anon.rpc('issue_business_document', { p_id: id })).error?.code).toBe('42501');
    await owner.rpc('issue_business_document', { p_id: id });
    const cancel = await other.rpc('cancel_business_document', { p_id: id, p_reason: 'x' });
    expect([cancel.status, cancel.error?.code]).toEqual([404, 'PT404']);
    const stored = await service.from('business_documents').select('status').eq('id', id).single();
    expect(stored.data).toEqual({ status: 'issued' });
  });
});

describe('business_document_payments (支払状況)', () => {
  const payment = (documentId: string, amount = 100000) => ({
    document_id: documentId,
    paid_on: '2026-12-20',
    amount,
    note: '振込',
  });

  it('the owner records, reads and deletes payments of their issued invoice; others nothing', async () => {
    const id = await draftOf(owner, ownerId, 'P-1');
    // Not on a draft: a payment belongs to an issued invoice.
    expect((await owner.from('business_document_payments').insert(payment(id))).error?.code).toBe(
      '42501',
    );
    await owner.rpc('issue_business_document', { p_id: id });
    const added = await owner
      .from('business_document_payments')
      .insert([payment(id), payment(id, 120000)])
      .select();
    expect(added.error).toBeNull();
    expect(added.data).toHaveLength(2);
    const paymentId = (added.data as { id: string }[])[0]?.id ?? '';
    for (const intruder of [other, guest]) {
      expect((await intruder.from('business_document_payments').select('id')).data).toEqual([]);
      const gone = await intruder
        .from('business_document_payments')
        .delete()
        .eq('id', paymentId)
        .select();
      expect(gone.data ?? []).toEqual([]);
    }
    expect((await anon.from('business_document_payments').select()).error?.code).toBe('42501');
    // A payment is not changed: a wrong one is deleted and recorded again.
    const changed = await owner
      .from('business_document_payments')
      .update({ amount: 1 })
      .eq('id', paymentId);
    expect(changed.error?.code).toBe('42501');
    const read = await owner
      .from('business_document_payments')
      .select('amount,paid_on,note')
      .eq('document_id', id)
      .order('amount');
    expect(read.data).toEqual([
      { amount: 100000, paid_on: '2026-12-20', note: '振込' },
      { amount: 120000, paid_on: '2026-12-20', note: '振込' },
    ]);
    const removed = await owner
      .from('business_document_payments')
      .delete()
      .eq('id', paymentId)
      .select();
    expect(removed.data).toHaveLength(1);
  });

  it('refuses a guest, the anon key, someone else’s invoice, a cancelled one and bad values', async () => {
    const id = await draftOf(owner, ownerId, 'P-2');
    await owner.rpc('issue_business_document', { p_id: id });
    const table = (client: SupabaseClient) => client.from('business_document_payments');
    expect((await table(other).insert(payment(id))).error?.code).toBe('42501');
    expect((await table(other).insert({ ...payment(id), user_id: ownerId })).error?.code).toBe(
      '42501',
    );
    expect((await table(guest).insert(payment(id))).error?.code).toBe('42501');
    expect((await table(anon).insert(payment(id))).error?.code).toBe('42501');
    expect((await table(owner).insert(payment(id, 0))).error?.code).toBe('23514');
    expect((await table(owner).insert(payment(id, -5))).error?.code).toBe('23514');
    expect((await table(owner).insert({ ...payment(id), note: 'x'.repeat(201) })).error?.code).toBe(
      '23514',
    );
    const cancelled = await draftOf(owner, ownerId, 'P-3');
    await owner.rpc('issue_business_document', { p_id: cancelled });
    await owner.rpc('cancel_business_document', { p_id: cancelled, p_reason: '発注取消' });
    expect((await table(owner).insert(payment(cancelled))).error?.code).toBe('42501');
  });
});

describe('invoice_payment_states (the overdue list)', () => {
  it('lists the caller’s issued invoices, overdue first, and a payment moves one out', async () => {
    const [late, later, onTime] = await Promise.all([
      draftOf(owner, ownerId, 'S-1'),
      draftOf(owner, ownerId, 'S-2'),
      draftOf(owner, ownerId, 'S-3'),
    ]);
    const due = { [late]: '2026-10-31', [later]: '2026-11-20', [onTime]: '2026-12-31' };
    for (const [id, dueDate] of Object.entries(due)) {
      const stored = await owner.from('business_documents').select('data').eq('id', id).single();
      const data = (stored.data as { data: { header: Record<string, unknown> } }).data;
      const updated = await owner
        .from('business_documents')
        .update({ data: { ...data, header: { ...data.header, dueDate } } })
        .eq('id', id);
      expect(updated.error).toBeNull();
      await owner.rpc('issue_business_document', { p_id: id });
    }
    const overdue = async () => {
      const { data, error } = await owner.rpc('invoice_payment_states', {
        p_today: '2026-11-29',
        p_state: 'overdue',
      });
      expect(error).toBeNull();
      return (data as { id: string; days_overdue: number; state: string }[]).filter((row) =>
        [late, later, onTime].includes(row.id),
      );
    };
    expect(await overdue()).toMatchObject([
      { id: late, days_overdue: 29, state: 'unpaid' },
      { id: later, days_overdue: 9, state: 'unpaid' },
    ]);
    const amount = (await owner.from('business_documents').select('amount').eq('id', late).single())
      .data as { amount: number };
    await owner.from('business_document_payments').insert({
      document_id: late,
      paid_on: '2026-11-28',
      amount: amount.amount - 1,
    });
    expect(await overdue()).toMatchObject([
      { id: late, days_overdue: 29, state: 'partial' },
      { id: later, days_overdue: 9 },
    ]);
    await owner
      .from('business_document_payments')
      .insert({ document_id: late, paid_on: '2026-11-29', amount: 1 });
    expect(await overdue()).toMatchObject([{ id: later, days_overdue: 9 }]);
    const paid = await owner.rpc('invoice_payment_states', {
      p_today: '2026-11-29',
      p_state: 'paid',
    });
    expect((paid.data as { id: string }[]).map((row) => row.id)).toContain(late);
    // Nobody else sees them; the anon key may not call it.
    for (const intruder of [other, guest]) {
      const { data } = await intruder.rpc('invoice_payment_states', { p_today: '2026-11-29' });
      expect(data).toEqual([]);
    }
    const anonymous = await anon.rpc('invoice_payment_states', { p_today: '2026-11-29' });
    expect(anonymous.error).not.toBeNull();
  });
});
