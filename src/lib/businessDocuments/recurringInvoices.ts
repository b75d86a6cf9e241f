import type { TypedSupabaseClient } from '../supabase';
import { fromSupabaseError, success, type DataResult } from '../dataResult';

/**
 * A recurring monthly invoice (recurring_invoices, migration 20261130002100): the owner opts in
 * on one of their invoices; on the chosen day the scheduler makes a draft from it with 「○月分」.
 */

/** 1–28, or 31 for the month's last day (末日). */
export const RECURRING_DAYS = [...Array.from({ length: 28 }, (_, index) => index + 1), 31];
export const LAST_DAY = 31;

export interface RecurringInvoice {
  id: string;
  sourceId: string;
  dayOfMonth: number;
  /** YYYY-MM-DD, Japan's date. */
  nextRunOn: string;
  lastRunOn: string | null;
  lastDocumentId: string | null;
}

const COLUMNS = 'id,source_id,day_of_month,next_run_on,last_run_on,last_document_id';

interface Row {
  id: string;
  source_id: string;
  day_of_month: number;
  next_run_on: string;
  last_run_on: string | null;
  last_document_id: string | null;
}

const fromRow = (row: Row): RecurringInvoice => ({
  id: row.id,
  sourceId: row.source_id,
  dayOfMonth: row.day_of_month,
  nextRunOn: row.next_run_on,
  lastRunOn: row.last_run_on,
  lastDocumentId: row.last_document_id,
});

export function createRecurringInvoiceStore(getClient: () => Promise<TypedSupabaseClient>) {
  return {
    /** The schedule made from this invoice, or null. */
    async get(sourceId: string): Promise<DataResult<RecurringInvoice | null>> {
      const client = await getClient();
      const { data, error } = await client
        .from('recurring_invoices')
        .select(COLUMNS)
        .eq('source_id', sourceId)
        .maybeSingle();
      if (error) return fromSupabaseError('read recurring invoice', error);
      return success(data ? fromRow(data) : null);
    },
    async start(sourceId: string, dayOfMonth: number): Promise<DataResult<RecurringInvoice>> {
      const client = await getClient();
      const { data, error } = await client
        .from('recurring_invoices')
        .insert({ source_id: sourceId, day_of_month: dayOfMonth })
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('start recurring invoice', error);
      return success(fromRow(data));
    },
    async changeDay(id: string, dayOfMonth: number): Promise<DataResult<RecurringInvoice>> {
      const client = await getClient();
      const { data, error } = await client
        .from('recurring_invoices')
        .update({ day_of_month: dayOfMonth })
        .eq('id', id)
        .select(COLUMNS)
        .single();
      if (error) return fromSupabaseError('change recurring invoice', error);
      return success(fromRow(data));
    },
    async stop(id: string): Promise<DataResult<null>> {
      const client = await getClient();
      const { error } = await client.from('recurring_invoices').delete().eq('id', id);
      if (error) return fromSupabaseError('stop recurring invoice', error);
      return success(null);
    },
  };
}
