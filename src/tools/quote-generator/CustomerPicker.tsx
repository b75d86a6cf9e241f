import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { sameName, type Customer } from '../../lib/customers/customer';
import type { CustomersApi } from '../../lib/customers/useCustomers';
import type { QuoteHeader } from './quoteTypes';

interface Props {
  customers: CustomersApi;
  header: QuoteHeader;
  onChoose: (customer: Customer) => void;
}

/** Choose the recipient from the customers, or save the typed recipient as one, in one action. */
export function CustomerPicker({ customers, header, onChoose, t }: Props & { t: TFunction }) {
  const { clientName } = header;
  const id = useId();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const known = customers.items.some((customer) => sameName(customer.name, clientName));
  const register = async () => {
    const result = await customers.create({
      name: clientName,
      honorific: header.honorific,
      postalCode: header.clientPostalCode,
      address: header.clientAddress,
      department: header.clientDepartment,
      person: header.clientPerson,
      email: header.clientEmail,
    });
    setNotice(
      result.ok
        ? { text: t('customers.registered', { name: result.data.name }), error: false }
        : { text: t('customers.failed'), error: true },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {customers.items.length > 0 && (
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-choose`} className="label">
              {t('customers.choose')}
            </label>
            <select
              id={`${id}-choose`}
              className="input w-full"
              value=""
              onChange={(event) => {
                const customer = customers.items.find((item) => item.id === event.target.value);
                if (customer) onChoose(customer);
              }}
            >
              <option value="">{t('customers.choose_placeholder')}</option>
              {customers.items.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="button"
          className="btn btn-secondary text-sm"
          disabled={clientName.trim() === '' || known || !customers.ready}
          title={known ? t('customers.already') : undefined}
          onClick={() => void register()}
        >
          {t('customers.register')}
        </button>
      </div>
      <div aria-live="polite">
        {notice && (
          <p className={`text-sm ${notice.error ? 'text-red-700 dark:text-red-300' : ''}`}>
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}
