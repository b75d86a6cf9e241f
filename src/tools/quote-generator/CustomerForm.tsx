import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { CUSTOMER_LIMITS, type CustomerInput } from '../../lib/customers/customer';
import { HONORIFICS, type Honorific } from './quoteTypes';

interface Props {
  initial: CustomerInput;
  /** The heading of the form: 「取引先を編集」 or 「取引先を追加」. */
  heading: string;
  onSave: (input: CustomerInput) => Promise<boolean>;
  onCancel: () => void;
  t: TFunction;
}

const TEXT_FIELDS = ['postalCode', 'address', 'department', 'person', 'email'] as const;

/**
 * A customer's fields: name and 敬称, and the postal address printed where a window envelope shows
 * it (郵便番号, 住所, 部署, 担当者) and the address 「メールで送付」 sends to. Nothing is lost on a
 * failed save: the form stays open with what was typed.
 */
export function CustomerForm({ initial, heading, onSave, onCancel, t }: Props) {
  const id = useId();
  const [input, setInput] = useState<CustomerInput>(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'no_name'>('idle');
  const change = (patch: Partial<CustomerInput>) =>
    setInput((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (input.name.replace(/[\s\u3000]/g, '') === '') return setState('no_name');
    setState('saving');
    setState((await onSave(input)) ? 'idle' : 'failed');
  };
  return (
    <form
      className="flex flex-col gap-2 rounded border border-blue-700 p-2 dark:border-blue-300"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`} className="text-sm font-bold">
        {heading}
      </h3>
      <FormField
        label={t('customers.fields.name')}
        error={state === 'no_name' ? t('customers.name_required') : null}
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <input
            id={fieldId}
            className={`input w-full text-sm ${invalid ? 'input-invalid' : ''}`}
            value={input.name}
            maxLength={CUSTOMER_LIMITS.name}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('header.honorific')}>
        {({ id: fieldId }) => (
          <select
            id={fieldId}
            className="input w-full text-sm"
            value={input.honorific}
            onChange={(event) => change({ honorific: event.target.value as Honorific })}
          >
            {HONORIFICS.map((honorific) => (
              <option key={honorific} value={honorific}>
                {t(`header.honorifics.${honorific}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {TEXT_FIELDS.map((field) => (
        <FormField key={field} label={t(`customers.fields.${field}`)}>
          {({ id: fieldId }) =>
            field === 'address' ? (
              <textarea
                id={fieldId}
                rows={2}
                className="input w-full text-sm"
                value={input.address}
                maxLength={CUSTOMER_LIMITS.address}
                placeholder={t('customers.placeholders.address')}
                onChange={(event) => change({ address: event.target.value })}
              />
            ) : (
              <input
                id={fieldId}
                className="input w-full text-sm"
                type={field === 'email' ? 'email' : 'text'}
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                autoComplete={field === 'postalCode' ? 'postal-code' : 'off'}
                value={input[field]}
                maxLength={CUSTOMER_LIMITS[field]}
                placeholder={t(`customers.placeholders.${field}`)}
                onChange={(event) => change({ [field]: event.target.value })}
              />
            )
          }
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary text-sm" disabled={state === 'saving'}>
          {t('customers.save')}
        </button>
        <button type="button" className="btn btn-secondary text-sm" onClick={onCancel}>
          {t('customers.cancel')}
        </button>
      </div>
      <div aria-live="polite">
        {state === 'failed' && (
          <p className="text-sm text-red-700 dark:text-red-300">{t('customers.save_failed')}</p>
        )}
      </div>
    </form>
  );
}
