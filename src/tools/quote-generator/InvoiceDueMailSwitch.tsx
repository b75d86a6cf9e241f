import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { createInvoiceMailSettingsStore } from '../../lib/businessDocuments/invoiceMailSettings';
import { unwrap } from '../../lib/query/dataQueries';
import { getSupabase } from '../../lib/supabase';

/** The owner's opt-in to the morning mail on invoices due today or overdue (account only). */
export function InvoiceDueMailSwitch({ storeKey, t }: { storeKey: string; t: TFunction }) {
  const id = useId();
  const queryClient = useQueryClient();
  const store = useMemo(() => createInvoiceMailSettingsStore(getSupabase), []);
  const queryKey = useMemo(() => ['documents', storeKey, 'invoice-due-mail'] as const, [storeKey]);
  const setting = useQuery<boolean>({
    queryKey,
    queryFn: async () => unwrap(await store.get()),
  });
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!setting.isSuccess) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={`${id}-due-mail`}
          type="checkbox"
          className="mt-1"
          checked={setting.data}
          disabled={saving}
          aria-describedby={`${id}-due-mail-help`}
          onChange={(event) => {
            const next = event.target.checked;
            // Shown at once; the stored value comes back after the write (the old one if it
            // failed).
            queryClient.setQueryData(queryKey, next);
            setSaving(true);
            void store.set(next).then(async (result) => {
              setFailed(!result.ok);
              await queryClient.invalidateQueries({ queryKey });
              setSaving(false);
            });
          }}
        />
        <label htmlFor={`${id}-due-mail`} className="text-sm">
          {t('payments.due_mail')}
        </label>
      </div>
      <p id={`${id}-due-mail-help`} className="muted text-xs">
        {t('payments.due_mail_help')}
      </p>
      {failed && (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          {t('payments.due_mail_failed')}
        </p>
      )}
    </div>
  );
}
