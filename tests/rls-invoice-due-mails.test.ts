import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { useCallers } from './helpers/callers.ts';
import { documentData } from './helpers/documents.ts';

/**
 * 「支払期限のお知らせ」: the opt-in (invoice_mail_settings) for the owner, another user, a guest
 * and the anon key, and the morning mail the scheduler queues (enqueue_invoice_due_mails): only
 * for owners who opted in, only invoices issued, due and not paid in full, on the days the
 * rhythm names, once a day, cancelled when turned off before it leaves.
 */

const callers = useCallers();
const DAY = '2031-03-10';
const shift = (days: number) =>
  new Date(Date.parse(`${DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let counter = 0;
/** An issued invoice of ¥220,000 due on `dueDate`. */
async function issued(client: SupabaseClient, userId: string, dueDate: string) {
  counter += 1;
  const number = `D-${counter}`;
  await client.from('document_numbers').insert({
    user_id: userId,
    kind: 'invoice',
    number,
    counter_key: '|D|',
    sequence: counter,
    issued_on: '2031-01-01',
  });
  const data = documentData({ number });
  data.header.dueDate = dueDate;
  const { data: row, error } = await client
    .from('business_documents')
    .insert({ user_id: userId, kind: 'invoice', number, data })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (row as { id: string }).id;
  await client.rpc('issue_business_document', { p_id: id });
  return { id, number };
}

describe('invoice due mails', () => {
  it('the opt-in is the account holder’s own', async () => {
    const { owner, other, guest, guestId, anon, ownerId } = callers;
    expect((await owner.from('invoice_mail_settings').select('due_mail')).data).toEqual([]);
    expect((await owner.from('invoice_mail_settings').insert({ due_mail: true })).error).toBeNull();
    expect((await other.from('invoice_mail_settings').select('user_id')).data).toEqual([]);
    expect(
      (await other.from('invoice_mail_settings').update({ due_mail: false }).eq('user_id', ownerId))
        .error,
    ).toBeNull();
    expect(
      (await other.from('invoice_mail_settings').insert({ user_id: ownerId, due_mail: false }))
        .error?.code,
    ).toBe('42501');
    expect(
      (await guest.from('invoice_mail_settings').insert({ user_id: guestId, due_mail: true })).error
        ?.code,
    ).toBe('42501');
    expect((await anon.from('invoice_mail_settings').select()).error?.code).toBe('42501');
    expect((await owner.from('invoice_mail_settings').select('due_mail').single()).data).toEqual({
      due_mail: true,
    });
  });

  it('queues one morning mail listing the unpaid invoices due or overdue, on the rhythm’s days', async () => {
    const { owner, ownerId, other, otherId, service } = callers;
    const dueToday = await issued(owner, ownerId, DAY);
    const overdueOne = await issued(owner, ownerId, shift(-1));
    const overdueThree = await issued(owner, ownerId, shift(-3));
    const paid = await issued(owner, ownerId, shift(-3));
    await issued(owner, ownerId, shift(1));
    await owner
      .from('business_document_payments')
      .insert({ document_id: paid.id, paid_on: DAY, amount: 220000 });
    await owner
      .from('business_document_payments')
      .insert({ document_id: overdueThree.id, paid_on: DAY, amount: 20000 });
    // Another user's overdue invoice without the opt-in: no mail.
    await issued(other, otherId, shift(-1));

    expect(
      (await owner.rpc('enqueue_invoice_due_mails', { p_now: `${DAY}T08:30:00+09:00` })).error
        ?.code,
    ).toBe('42501');
    // Before 08:00 nothing; at 08:30 one mail; again that day nothing.
    const queue = (at: string) => service.rpc('enqueue_invoice_due_mails', { p_now: at });
    expect((await queue(`${DAY}T07:59:00+09:00`)).data).toBe(0);
    expect((await queue(`${DAY}T08:30:00+09:00`)).data).toBe(1);
    expect((await queue(`${DAY}T09:30:00+09:00`)).data).toBe(0);
    const mails = await service
      .from('mail_outbox')
      .select('recipient_user_id,payload')
      .eq('kind', 'invoice_due');
    expect(mails.data).toHaveLength(1);
    const mail = mails.data?.[0] as {
      recipient_user_id: string;
      payload: { date: string; invoices: { number: string; remaining: number }[] };
    };
    expect(mail.recipient_user_id).toBe(ownerId);
    expect(mail.payload.date).toBe(DAY);
    expect(mail.payload.invoices).toEqual([
      expect.objectContaining({ number: overdueThree.number, remaining: 200000 }),
      expect.objectContaining({ number: overdueOne.number, remaining: 220000 }),
      expect.objectContaining({ number: dueToday.number, remaining: 220000 }),
    ]);

    // Three days later: overdue by 2, 3, 4 and 6 days, none on the rhythm: no mail. Six days
    // later: the one due on DAY - 1 is 7 days overdue.
    expect((await queue(`${shift(3)}T08:30:00+09:00`)).data).toBe(0);
    expect((await queue(`${shift(6)}T08:30:00+09:00`)).data).toBe(1);

    // Turned off before it leaves: cancelled.
    await owner.from('invoice_mail_settings').update({ due_mail: false }).eq('user_id', ownerId);
    await service.rpc('claim_mail_outbox', { p_now: `${shift(6)}T08:31:00+09:00`, p_limit: 100 });
    const cancelled = await service
      .from('mail_outbox')
      .select('status,last_error')
      .eq('kind', 'invoice_due')
      .eq('status', 'cancelled');
    expect(cancelled.data).toContainEqual({
      status: 'cancelled',
      last_error: 'invoice due mail is off',
    });
  });
});
