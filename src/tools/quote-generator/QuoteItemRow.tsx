import { useId } from 'react';
import type { TFunction } from 'i18next';
import { formatInteger, formatYen } from '../../lib/format';
import { QUANTITY_MAX, UNIT_PRICE_MAX, type QuoteLine } from './calculateQuoteTotals';
import { FormField } from '../../components/FormField';
import { TAX_RATES, type TaxRate } from './quoteTypes';
import type { QuoteDraftActions } from './useQuoteDraft';

interface Props {
  line: QuoteLine;
  number: number;
  perItemTax: boolean;
  canRemove: boolean;
  actions: Pick<QuoteDraftActions, 'updateItem' | 'removeItem'>;
  t: TFunction;
}

const MAX_LABELS = {
  quantity: formatInteger(QUANTITY_MAX),
  unitPrice: formatInteger(UNIT_PRICE_MAX),
};

export function QuoteItemRow({ line, number, perItemTax, canRemove, actions, t }: Props) {
  const { item } = line;
  const headingId = useId();
  const { updateItem, removeItem } = actions;
  const quantityError = line.quantityError
    ? t(`errors.quantity.${line.quantityError}`, { max: MAX_LABELS.quantity })
    : null;
  const unitPriceError = line.unitPriceError
    ? t(`errors.unit_price.${line.unitPriceError}`, { max: MAX_LABELS.unitPrice })
    : null;

  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-gray-900 dark:text-white">
            {t('items.item_heading', { number })}
          </h3>
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 disabled:text-gray-600 dark:text-red-300 dark:disabled:text-gray-400"
            onClick={() => removeItem(item.id)}
            disabled={!canRemove}
            aria-label={t('items.remove_label', { number })}
            title={canRemove ? undefined : t('items.last_item_note')}
          >
            {t('items.remove')}
          </button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('items.name')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.name}
                placeholder={t('items.name_placeholder')}
                onChange={(event) => updateItem(item.id, 'name', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('items.description')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.description}
                placeholder={t('items.description_placeholder')}
                onChange={(event) => updateItem(item.id, 'description', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className={`grid gap-3 ${perItemTax ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
          <FormField label={t('items.quantity')} error={quantityError}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                className={`input w-full text-right ${invalid ? 'input-invalid' : ''}`}
                value={item.quantity}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => updateItem(item.id, 'quantity', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('items.unit_price')} error={unitPriceError}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="numeric"
                className={`input w-full text-right ${invalid ? 'input-invalid' : ''}`}
                value={item.unitPrice}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => updateItem(item.id, 'unitPrice', event.target.value)}
              />
            )}
          </FormField>
          {perItemTax && (
            <FormField label={t('items.item_tax_rate')}>
              {({ id }) => (
                <select
                  id={id}
                  className="input w-full"
                  value={item.taxRate}
                  onChange={(event) =>
                    updateItem(item.id, 'taxRate', Number(event.target.value) as TaxRate)
                  }
                >
                  {TAX_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {t(rate === 10 ? 'items.rate_standard_short' : 'items.rate_reduced_short')}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <div className="flex flex-col gap-1">
            <span className="label">{t('items.amount')}</span>
            <output
              className="rounded-lg bg-gray-100 px-3 py-2 text-right font-semibold tabular-nums text-gray-900 dark:bg-gray-900 dark:text-gray-100"
              aria-label={`${t('items.item_heading', { number })} ${t('items.amount')}`}
            >
              {formatYen(line.amount)}
            </output>
          </div>
        </div>
      </div>
    </li>
  );
}
