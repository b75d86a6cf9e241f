import type { TFunction } from 'i18next';
import { useId, useState, type ChangeEvent } from 'react';
import { sameName, type Customer, type CustomerInput } from '../../lib/customers/customer';
import { buildCustomersCsv, planCustomerImport } from '../../lib/customers/customersCsv';
import { decodeCsvBytes } from '../../lib/csvEncoding';
import type { CustomersApi } from '../../lib/customers/useCustomers';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { CustomerForm } from './CustomerForm';
import { laterLocales } from './laterLocales';
import { addLaterToolLocales } from '../../lib/i18n/toolLocales';

interface Props {
  customers: CustomersApi;
  /** The customers shown: all but one whose deletion can still be undone. */
  shown: readonly Customer[];
  t: TFunction;
  onNotice: (notice: { text: string; error: boolean } | null) => void;
  onDelete: (customer: Customer) => void;
}

addLaterToolLocales('quote-generator', laterLocales);

const EMPTY_CUSTOMER: CustomerInput = {
  name: '',
  honorific: 'onchu',
  postalCode: '',
  address: '',
  department: '',
  person: '',
  email: '',
};

/** The open customers panel: the list with editing and deletion, adding, and CSV export and import. */
export function CustomersPanelBody({ customers, shown, t, onNotice, onDelete }: Props) {
  const id = useId();
  const setNotice = onNotice;
  // The customer being edited ('new' for one being added), or null.
  const [editing, setEditing] = useState<string | null>(null);
  const save = async (input: CustomerInput) => {
    const result =
      editing === 'new' || editing === null
        ? await customers.create(input)
        : await customers.update(editing, input);
    if (!result.ok) return false;
    setNotice({ text: t('customers.saved', { name: result.data.name }), error: false });
    setEditing(null);
    return true;
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let added = 0;
    let encodingName = '';
    try {
      // Excel saves Japanese CSV in Shift_JIS unless told otherwise: the bytes say which it is.
      const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      encodingName = t(`customers.encodings.${encoding}`);
      const names = customers.items.map((customer) => customer.name);
      const plan = planCustomerImport(text, names, sameName);
      if (!plan.headed) {
        setNotice({
          text: t('customers.import_no_heading', { encoding: encodingName }),
          error: true,
        });
        return;
      }
      for (const row of plan.add) {
        const result = await customers.create(row);
        if (!result.ok) throw new Error(result.error.message);
        added += 1;
      }
      const { noName, alreadySaved, repeated } = plan.skipped;
      const reasons = [
        alreadySaved > 0 && t('customers.skip_saved', { count: alreadySaved }),
        repeated > 0 && t('customers.skip_repeated', { count: repeated }),
        noName > 0 && t('customers.skip_no_name', { count: noName }),
      ].filter(Boolean);
      setNotice({
        text: [
          t('customers.imported', { encoding: encodingName, count: added }),
          reasons.length > 0 &&
            t('customers.skipped', {
              count: noName + alreadySaved + repeated,
              reasons: reasons.join(t('customers.reason_separator')),
            }),
        ]
          .filter(Boolean)
          .join(''),
        error: false,
      });
    } catch {
      setNotice({
        text: t('customers.import_failed', { count: added, encoding: encodingName }),
        error: true,
      });
    }
  };

  return (
    <>
      {editing === 'new' && (
        <CustomerForm
          initial={EMPTY_CUSTOMER}
          heading={t('customers.add_heading')}
          onSave={save}
          onCancel={() => setEditing(null)}
          t={t}
        />
      )}
      {shown.length === 0 ? (
        <p className="text-sm">{t('customers.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" aria-label={t('customers.list')}>
          {shown.map((customer) =>
            editing === customer.id ? (
              <li key={customer.id}>
                <CustomerForm
                  initial={customer}
                  heading={t('customers.edit_heading', { name: customer.name })}
                  onSave={save}
                  onCancel={() => setEditing(null)}
                  t={t}
                />
              </li>
            ) : (
              <li
                key={customer.id}
                className="flex items-start justify-between gap-2 rounded border border-gray-300 px-2 py-1 dark:border-gray-600"
              >
                <div className="min-w-0 break-words">
                  <p className="font-bold">
                    {customer.name} {customer.honorific === 'sama' ? '様' : '御中'}
                  </p>
                  <p className="muted text-xs">
                    {[
                      customer.postalCode && `〒${customer.postalCode.replace(/^〒/, '')}`,
                      customer.address,
                      customer.department,
                      customer.person,
                      customer.email,
                    ]
                      .filter(Boolean)
                      .join(' / ')}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col gap-1">
                  <button
                    type="button"
                    className="btn btn-secondary px-2 py-1 text-xs"
                    aria-label={t('customers.edit_label', { name: customer.name })}
                    onClick={() => {
                      setNotice(null);
                      setEditing(customer.id);
                    }}
                  >
                    {t('customers.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost px-2 py-1 text-xs text-red-700 dark:text-red-300"
                    aria-label={t('customers.delete_label', { name: customer.name })}
                    onClick={() => {
                      setNotice(null);
                      onDelete(customer);
                    }}
                  >
                    {t('customers.delete')}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-secondary text-sm"
          disabled={editing !== null || !customers.ready}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          {t('customers.add')}
        </button>
        <button
          type="button"
          className="btn btn-secondary text-sm"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(
              t('customers.file_name', { date: tokyoDateString() }),
              buildCustomersCsv([...shown]),
            )
          }
        >
          {t('common:save_csv')}
        </button>
        <label className="btn btn-secondary cursor-pointer text-sm focus-within:ring-2">
          {t('customers.import')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-describedby={`${id}-import-hint`}
            onChange={(event) => void importFile(event)}
          />
        </label>
      </div>
      <p id={`${id}-import-hint`} className="muted text-xs">
        {t('customers.import_hint')}
      </p>
    </>
  );
}
