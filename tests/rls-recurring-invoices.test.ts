import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';
import { documentData } from './helpers/documents.ts';

/**
 * Recurring monthly invoices (recurring_invoices, create_due_recurring_invoices): who may set
 * one up, read, change and stop it (owner, another user, a guest, the anon key; documents have no
 * share links), and what the scheduler makes on the day.
 */

const callers = useCallers();

let counter = 0;
async function invoice(client: SupabaseClient, userId: string, subject = 'Webサイト保守') {
  counter += 1;
  const number = `R-${counter}`;
  await client.from('document_numbers').insert({
    user_id: userId,
    kind: 'invoice',
    number,
    counter_key: '|R|',
    sequence: counter,
    issued_on: '2026-11-30',
  });
  const { data, error } = await client
    .from('business_documents')
    .insert({
      user_id: userId,
      kind: 'invoice',
      number,
      data: documentData({
        number,
        subject,
        items: [{ name: '保守費用 11月分', unitPrice: '30000' }, { unitPrice: '5000' }],
      }),
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { id: (data as { id: string }).id, number };
}

const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('recurring_invoices', () => {
  it('the owner sets up, reads, changes and stops one; nobody else sees or touches it', async () => {
    const { owner, ownerId, other, otherId, guest, anon } = callers;
    const { id } = await invoice(owner, ownerId);
    for (const intruder of [other, guest, anon]) {
      const refused = await intruder
        .from('recurring_invoices')
        .insert({ source_id: id, day_of_month: 25 });
      expect(refused.error?.code).toBe('42501');
    }
    // Someone else's schedule on the owner's invoice, by naming the owner: refused too.
    expect(
      (
        await other
          .from('recurring_invoices')
          .insert({ source_id: id, day_of_month: 25, user_id: otherId })
      ).error?.code,
    ).toBe('42501');
    const made = await owner
      .from('recurring_invoices')
      .insert({ source_id: id, day_of_month: 25 })
      .select('id,next_run_on')
      .single();
    expect(made.error).toBeNull();
    const schedule = made.data as { id: string; next_run_on: string };
    // The next 25th from today, whatever the page would send.
    const today = japanToday();
    expect(schedule.next_run_on >= today).toBe(true);
    expect(schedule.next_run_on.slice(8)).toBe('25');
    for (const intruder of [other, guest]) {
      expect((await intruder.from('recurring_invoices').select('id')).data).toEqual([]);
      await intruder.from('recurring_invoices').update({ day_of_month: 1 }).eq('id', schedule.id);
      await intruder.from('recurring_invoices').delete().eq('id', schedule.id);
    }
    expect((await anon.from('recurring_invoices').select('id')).error?.code).toBe('42501');
    const still = await owner
      .from('recurring_invoices')
      .select('day_of_month')
      .eq('id', schedule.id)
      .single();
    expect(still.data).toEqual({ day_of_month: 25 });
    // The owner cannot set the next run date by hand; changing the day moves it.
    expect(
      (
        await owner
          .from('recurring_invoices')
          .update({ next_run_on: '2020-01-01' } as never)
          .eq('id', schedule.id)
      ).error?.code,
    ).toBe('42501');
    const changed = await owner
      .from('recurring_invoices')
      .update({ day_of_month: 31 })
      .eq('id', schedule.id)
      .select('next_run_on')
      .single();
    const end = (changed.data as { next_run_on: string }).next_run_on;
    const [year, month] = end.split('-').map(Number) as [number, number];
    expect(end).toBe(new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10));
    // One schedule per invoice; days outside 1–28 and 末日 refused.
    expect(
      (await owner.from('recurring_invoices').insert({ source_id: id, day_of_month: 5 })).error
        ?.code,
    ).toBe('23505');
    const { id: second } = await invoice(owner, ownerId);
    expect(
      (await owner.from('recurring_invoices').insert({ source_id: second, day_of_month: 29 })).error
        ?.code,
    ).toBe('23514');
    expect(
      (await owner.from('recurring_invoices').delete().eq('id', schedule.id).select()).data,
    ).toHaveLength(1);
  });

  it('the scheduler alone makes the invoice on its day: 「○月分」, dates, its own number', async () => {
    const { owner, ownerId, service } = callers;
    const { id, number } = await invoice(owner, ownerId);
    expect(
      (await owner.rpc('create_due_recurring_invoices', { p_now: new Date().toISOString() })).error
        ?.code,
    ).toBe('42501');
    const made = await owner
      .from('recurring_invoices')
      .insert({ source_id: id, day_of_month: 10 })
      .select('id,next_run_on')
      .single();
    const run = (made.data as { next_run_on: string }).next_run_on;
    // The day before: nothing.
    const before = new Date(Date.parse(`${run}T12:00:00+09:00`) - 86_400_000).toISOString();
    expect((await service.rpc('create_due_recurring_invoices', { p_now: before })).data).toBe(0);
    const onTheDay = `${run}T00:05:00+09:00`;
    expect((await service.rpc('create_due_recurring_invoices', { p_now: onTheDay })).data).toBe(1);
    // Run again the same day: nothing more.
    expect((await service.rpc('create_due_recurring_invoices', { p_now: onTheDay })).data).toBe(0);

    const month = Number(run.slice(5, 7));
    const yyyymm = run.slice(0, 7).replace('-', '');
    const drafts = await owner
      .from('business_documents')
      .select('number,status,title,transaction_date,amount,data')
      .eq('number', `${number}-${yyyymm}`);
    expect(drafts.data).toHaveLength(1);
    const draft = drafts.data?.[0] as {
      status: string;
      title: string;
      transaction_date: string;
      amount: number;
      data: { header: Record<string, string>; items: { name: string }[] };
    };
    expect(draft).toMatchObject({
      status: 'draft',
      title: `Webサイト保守 ${month}月分`,
      transaction_date: run,
      amount: 38500,
    });
    expect(draft.data.header).toMatchObject({ date: run, documentNumber: `${number}-${yyyymm}` });
    const dueMonthEnd = new Date(Date.UTC(Number(run.slice(0, 4)), month + 1, 0))
      .toISOString()
      .slice(0, 10);
    expect(draft.data.header.dueDate).toBe(dueMonthEnd);
    expect(draft.data.items.map((item) => item.name)).toEqual([`保守費用 ${month}月分`, '品目2']);
    const schedule = await owner
      .from('recurring_invoices')
      .select('last_run_on,next_run_on')
      .eq('source_id', id)
      .single();
    expect((schedule.data as { last_run_on: string }).last_run_on).toBe(run);
    expect((schedule.data as { next_run_on: string }).next_run_on.slice(8)).toBe('10');
    expect((schedule.data as { next_run_on: string }).next_run_on > run).toBe(true);
  });
});
