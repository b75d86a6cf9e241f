import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { CollapsiblePanel } from '../../components/CollapsiblePanel';
import type { Customer } from '../../lib/customers/customer';
import type { CustomersApi } from '../../lib/customers/useCustomers';
import { useUndoableDeletion } from '../../lib/useUndoableDeletion';

// The list, its actions and the CSV import and export load when the panel is first opened (it
// is closed at first): the tool's own code stays within its budget.
const CustomersPanelBody = lazy(() =>
  import('./CustomersPanelBody').then((module) => ({ default: module.CustomersPanelBody })),
);

interface Props {
  customers: CustomersApi;
  t: TFunction;
}

/** 取引先: the list, deletion (undoable for a few seconds), and CSV export and import (BOM, Excel-safe). */
export function CustomersPanel({ customers, t }: Props) {
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  // A deleted customer is hidden at once and removed after the undo window (one click, no dialog).
  const deletion = useUndoableDeletion(async (customer: Customer) => {
    const result = await customers.remove(customer.id);
    if (!result.ok)
      setNotice({ text: t('customers.delete_failed', { name: customer.name }), error: true });
  });
  const shown = customers.items.filter((customer) => customer.id !== deletion.pending?.id);

  return (
    <CollapsiblePanel
      heading={t('customers.heading')}
      summary={
        <>
          {t('customers.summary', { count: shown.length })}{' '}
          {t(customers.where === 'account' ? 'customers.where_account' : 'customers.where_browser')}
        </>
      }
      showLabel={t('customers.show')}
      hideLabel={t('customers.hide')}
      footer={
        <div aria-live="polite">
          {deletion.pending && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {t('customers.deleted', { name: deletion.pending.name })}
              <button
                type="button"
                className="btn btn-secondary px-2 py-1 text-xs"
                onClick={deletion.undo}
              >
                {t('customers.undo')}
              </button>
            </p>
          )}
          {notice && (
            <p className={`text-sm ${notice.error ? 'text-red-700 dark:text-red-300' : ''}`}>
              {notice.text}
            </p>
          )}
        </div>
      }
    >
      <Suspense fallback={<p className="text-sm">{t('customers.loading')}</p>}>
        <CustomersPanelBody
          customers={customers}
          shown={shown}
          t={t}
          onNotice={setNotice}
          onDelete={deletion.remove}
        />
      </Suspense>
    </CollapsiblePanel>
  );
}
