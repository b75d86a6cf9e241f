import type { TypedSupabaseClient } from '../supabase';
import { fromSupabaseError, success, type DataResult } from '../dataResult';

/**
 * The owner's opt-in to 「支払期限のお知らせ」 (invoice_mail_settings, migration 20261130002200):
 * a morning mail on issued invoices due that day or overdue and not paid in full. Off unless a
 * row says otherwise.
 */
export function createInvoiceMailSettingsStore(getClient: () => Promise<TypedSupabaseClient>) {
  return {
    async get(): Promise<DataResult<boolean>> {
      const client = await getClient();
      const { data, error } = await client
        .from('invoice_mail_settings')
        .select('due_mail')
        .maybeSingle();
      if (error) return fromSupabaseError('read invoice mail settings', error);
      return success(data?.due_mail ?? false);
    },
    async set(dueMail: boolean): Promise<DataResult<boolean>> {
      const client = await getClient();
      const updated = await client
        .from('invoice_mail_settings')
        .update({ due_mail: dueMail })
        .not('user_id', 'is', null)
        .select('due_mail');
      if (updated.error) return fromSupabaseError('change invoice mail settings', updated.error);
      if ((updated.data ?? []).length === 0) {
        const inserted = await client.from('invoice_mail_settings').insert({ due_mail: dueMail });
        if (inserted.error) return fromSupabaseError('add invoice mail settings', inserted.error);
      }
      return success(dueMail);
    },
  };
}
