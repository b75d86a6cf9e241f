import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import { signInAsGuest, signUpNewUser, startTestBackend } from './helpers/backend.ts';
import { documentData } from './helpers/documents.ts';

/**
 * Per-user caps on rows (docs/limits.md), enforced by the database: each account fills up to
 * its cap, the next insert is refused whole with 400 (23514) and a hint naming the cap. The
 * rows up to one below the cap are put in directly (triggers off), the last ones through the
 * API as the user.
 */
let backend: RunningBackend;
let user: SupabaseClient;
let userId: string;
let guest: SupabaseClient;
let guestId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  const [member, visitor] = await Promise.all([signUpNewUser(backend), signInAsGuest(backend)]);
  user = member.client;
  userId = member.user.id;
  guest = visitor.client;
  guestId = visitor.user.id;
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

/** Runs `sql` as the database owner with triggers off (the caps are not counted). */
async function fillDirectly(sql: string, params: string[]) {
  await backend.database.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(sql, params);
  });
}

function expectCapRefusal(
  result: { status: number; error: { code?: string; hint?: string | null } | null },
  hint: string,
) {
  expect(result.status).toBe(400);
  expect(result.error).toMatchObject({ code: '23514', hint });
}

describe('row caps', () => {
  it('tasks: 20,000 per owner, whatever the list; a bulk insert past it adds nothing', async () => {
    const list = await guest.from('todo_lists').insert({ name: 'big' }).select('id').single();
    const listId = (list.data as { id: string }).id;
    await fillDirectly(
      `insert into public.todos (user_id, list_id, title, position)
       select $1::uuid, $2::uuid, 'task ' || i, i from generate_series(1, 19998) i`,
      [guestId, listId],
    );
    const two = [1, 2].map((i) => ({ list_id: listId, title: `bulk ${i}` }));
    expect((await guest.from('todos').insert(two.slice(0, 1))).error).toBeNull();
    expectCapRefusal(await guest.from('todos').insert(two), 'todo_task_limit');
    expect((await guest.from('todos').insert(two.slice(1))).error).toBeNull();
    expectCapRefusal(
      await guest.from('todos').insert({ list_id: listId, title: 'one more' }),
      'todo_task_limit',
    );
    const { rows } = await backend.database.query(
      'select count(*)::int as n from public.todos where user_id = $1',
      [guestId],
    );
    expect(Number(rows[0]?.n)).toBe(20000);
  });

  it('lists: 200 per user', async () => {
    await fillDirectly(
      `insert into public.todo_lists (user_id, name, position)
       select $1::uuid, 'list ' || i, i from generate_series(1, 199) i`,
      [userId],
    );
    expect((await user.from('todo_lists').insert({ name: '200' })).error).toBeNull();
    expectCapRefusal(await user.from('todo_lists').insert({ name: '201' }), 'todo_list_limit');
  });

  it('polls: 500 per user; options: 200 per poll', async () => {
    await fillDirectly(
      `insert into public.schedules (user_id, title)
       select $1::uuid, 'poll ' || i from generate_series(1, 499) i`,
      [userId],
    );
    const last = await user.from('schedules').insert({ title: '500' }).select('id').single();
    expect(last.error).toBeNull();
    expectCapRefusal(await user.from('schedules').insert({ title: '501' }), 'poll_limit');

    const pollId = (last.data as { id: string }).id;
    const options = Array.from({ length: 201 }, (_, i) => ({
      schedule_id: pollId,
      date_time: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000).toISOString(),
    }));
    expectCapRefusal(await user.from('schedule_options').insert(options), 'poll_option_limit');
    expect((await user.from('schedule_options').insert(options.slice(0, 200))).error).toBeNull();
  });

  it('documents: 10,000 per user; customers: 5,000 per user', async () => {
    await fillDirectly(
      `insert into public.business_documents (user_id, kind, number, data)
       select $1::uuid, 'quote', 'Q-' || i, '{}' from generate_series(1, 9999) i`,
      [userId],
    );
    const document = (number: string) => ({ kind: 'quote', number, data: {} });
    expect((await user.from('business_documents').insert(document('Q-10000'))).error).toBeNull();
    expectCapRefusal(
      await user.from('business_documents').insert(document('Q-10001')),
      'document_limit',
    );
    await fillDirectly(
      `insert into public.customers (user_id, name)
       select $1::uuid, 'customer ' || i from generate_series(1, 4999) i`,
      [userId],
    );
    expect((await user.from('customers').insert({ name: '5000' })).error).toBeNull();
    expectCapRefusal(await user.from('customers').insert({ name: '5001' }), 'customer_limit');
  });

  it('payments (入金): 50,000 per user; a bulk insert past it adds nothing; a deleted one frees its place', async () => {
    const payer = await signUpNewUser(backend);
    const claim = await payer.client.from('document_numbers').insert({
      user_id: payer.user.id,
      kind: 'invoice',
      number: 'INV-1',
      counter_key: '|INV|',
      sequence: 1,
      issued_on: '2026-11-30',
    });
    expect(claim.error).toBeNull();
    const invoice = await payer.client
      .from('business_documents')
      .insert({ kind: 'invoice', number: 'INV-1', data: documentData({ number: 'INV-1' }) })
      .select('id')
      .single();
    const invoiceId = (invoice.data as { id: string }).id;
    expect(
      (await payer.client.rpc('issue_business_document', { p_id: invoiceId })).error,
    ).toBeNull();
    await fillDirectly(
      `insert into public.business_document_payments (user_id, document_id, paid_on, amount)
       select $1::uuid, $2::uuid, date '2026-12-01' + (i % 365), 1 from generate_series(1, 49998) i`,
      [payer.user.id, invoiceId],
    );
    const payment = (note: string) => ({
      document_id: invoiceId,
      paid_on: '2026-12-20',
      amount: 1,
      note,
    });
    const payments = () => payer.client.from('business_document_payments');
    expect((await payments().insert(payment('49,999'))).error).toBeNull();
    expectCapRefusal(await payments().insert([payment('a'), payment('b')]), 'payment_limit');
    expect((await payments().insert(payment('50,000'))).error).toBeNull();
    expectCapRefusal(await payments().insert(payment('50,001')), 'payment_limit');
    const { rows } = await backend.database.query(
      'select count(*)::int as n from public.business_document_payments where user_id = $1',
      [payer.user.id],
    );
    expect(Number(rows[0]?.n)).toBe(50000);
    // A deleted payment frees its place.
    const last = await payments().select('id').eq('note', '50,000').single();
    await payments()
      .delete()
      .eq('id', (last.data as { id: string }).id);
    expect((await payments().insert(payment('again'))).error).toBeNull();
  });
});
