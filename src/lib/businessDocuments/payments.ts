import type { TypedSupabaseClient } from '../supabase';
import { fromSupabaseError, success, type DataResult } from '../dataResult';

/** One payment received on an issued invoice (入金): its date, amount and a note. */
export interface Payment {
  id: string;
  documentId: string;
  /** 入金日, YYYY-MM-DD. */
  paidOn: string;
  amount: number;
  note: string;
}

export type PaymentInput = Omit<Payment, 'id'>;

/** 未入金 / 一部入金 / 入金済み. */
export type PaymentState = 'unpaid' | 'partial' | 'paid';

export interface PaymentStatus {
  state: PaymentState;
  paid: number;
  /** What is still to be paid (0 once paid; never negative, an overpayment shows as paid). */
  remaining: number;
  /** The last payment's date, or null. */
  lastPaidOn: string | null;
}

export const PAYMENT_NOTE_MAX = 200;

/** The invoice's 支払状況 from the amount it asks (差引請求額) and the payments received. */
export function paymentStatus(amount: number, payments: readonly Payment[]): PaymentStatus {
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const remaining = Math.max(0, amount - paid);
  const lastPaidOn = payments.reduce<string | null>(
    (last, payment) => (last === null || payment.paidOn > last ? payment.paidOn : last),
    null,
  );
  const state: PaymentState = paid === 0 ? 'unpaid' : remaining > 0 ? 'partial' : 'paid';
  return { state, paid, remaining, lastPaidOn };
}

/** A payment amount typed by a person: a whole number of yen, 1 or more, or null. */
export function parsePaymentAmount(text: string): number | null {
  const normalized = text.normalize('NFKC').replace(/[,\s円¥￥]/g, '');
  if (!/^\d{1,16}$/.test(normalized)) return null;
  const amount = Number(normalized);
  return amount >= 1 && amount <= 1_000_000_000_000_000 ? amount : null;
}

const COLUMNS = 'id,document_id,paid_on,amount,note';

interface PaymentRow {
  id: string;
  document_id: string;
  paid_on: string;
  amount: number;
  note: string;
}

const fromRow = (row: PaymentRow): Payment => ({
  id: row.id,
  documentId: row.document_id,
  paidOn: row.paid_on,
  amount: Number(row.amount),
  note: row.note,
});

/**
 * The payments of the account's issued invoices (business_document_payments; row-level security
 * lets a member record them only on their own issued invoices).
 */
export function createPaymentStore(getClient: () => Promise<TypedSupabaseClient>) {
  return {
    async list(documentId: string): Promise<DataResult<Payment[]>> {
      const client = await getClient();
      const { data, error } = await client
        .from('business_document_payments')
        .select(COLUMNS)
        .eq('document_id', documentId)
        .order('paid_on', { ascending: true })
        .order('created_at', { ascending: true });
      if (error) return fromSupabaseError('list payments', error);
      return success((data ?? []).map(fromRow));
    },
    async add(input: PaymentInput): Promise<DataResult<Payment>> {
      const client = await getClient();
      const { data, error } = await client
        .from('business_document_payments')
        .insert({
          document_id: input.documentId,
          paid_on: input.paidOn,
          amount: input.amount,
          note: input.note.trim().slice(0, PAYMENT_NOTE_MAX),
        })
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('record payment', error);
      return success(fromRow(data));
    },
    async remove(id: string): Promise<DataResult<null>> {
      const client = await getClient();
      const { error } = await client.from('business_document_payments').delete().eq('id', id);
      if (error) return fromSupabaseError('delete payment', error);
      return success(null);
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;

/** Whole days from a YYYY-MM-DD due date to today (Japan's date); 0 when not past it. */
export function daysOverdue(dueDate: string, today: string): number {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(due) || Number.isNaN(now)) return 0;
  return Math.max(0, Math.round((now - due) / 86_400_000));
}

/** Which issued invoices the list shows: overdue, not fully paid, paid, or all. */
export const PAYMENT_FILTERS = ['overdue', 'unpaid', 'paid', 'all'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** An issued invoice of the account with its 支払状況 (invoice_payment_states). */
export interface InvoicePaymentState {
  id: string;
  number: string;
  client: string;
  title: string;
  amount: number;
  paid: number;
  dueDate: string | null;
  daysOverdue: number;
  state: PaymentState;
}

/**
 * The account's issued invoices with their 支払状況, overdue first (the longest first), as the
 * database computes them on `today` (Japan's date).
 */
export async function listPaymentStates(
  getClient: () => Promise<TypedSupabaseClient>,
  filter: PaymentFilter,
  today: string,
): Promise<DataResult<InvoicePaymentState[]>> {
  const client = await getClient();
  const { data, error } = await client.rpc('invoice_payment_states', {
    p_today: today,
    ...(filter === 'all' ? {} : { p_state: filter }),
  });
  if (error) return fromSupabaseError('list invoice payment states', error);
  return success(
    (data ?? []).map((row) => ({
      id: row.id,
      number: row.number,
      client: row.client,
      title: row.title,
      amount: Number(row.amount),
      paid: Number(row.paid),
      dueDate: row.due_date,
      daysOverdue: row.days_overdue,
      state: row.state as PaymentState,
    })),
  );
}
