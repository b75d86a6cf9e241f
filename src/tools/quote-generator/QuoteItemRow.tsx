import { useId } from 'react';
import type { TFunction } from 'i18next';
import { formatInteger, formatQuantity, formatYen } from '../../lib/format';
import {
  QUANTITY_MAX,
  UNIT_MAX_LENGTH,
  UNIT_PRICE_MAX,
  type QuoteLine,
} from './calculateQuoteTotals';
import { FormField } from '../../components/FormField';
import { TAX_RATES, type ItemTaxClass, type TaxRate } from './quoteTypes';
import type { QuoteDraftActions } from './useQuoteDraft';

/** The choices of an item's 税区分: a rate, 非課税 or 不課税 (one select, two fields). */
const TAX_CHOICES = [...TAX_RATES.map(String), 'non_taxable', 'out_of_scope'];
/** A 免税事業者 charges no tax: an item is a sale, 非課税 or 不課税 (立替金). */
const EXEMPT_CHOICES = ['10', 'non_taxable', 'out_of_scope'];

interface Props {
  line: QuoteLine;
  number: number;
  perItemTax: boolean;
  /** 免税事業者: no rates to choose. */
  exemptIssuer: boolean;
  canRemove: boolean;
  actions: Pick<QuoteDraftActions, 'updateItem' | 'removeItem'>;
  t: TFunction;
}

const MAX_LABELS = {
  quantity: formatQuantity(QUANTITY_MAX),
  unitPrice: formatInteger(UNIT_PRICE_MAX),
};

export function QuoteItemRow({
  line,
  number,
  perItemTax,
  exemptIssuer,
  canRemove,
  actions,
  t,
}: Props) {
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
            {t(item.discount ? 'items.discount_heading' : 'items.item_heading', { number })}
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
        <div
          className={`grid grid-cols-2 gap-3 ${perItemTax ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}
        >
          <FormField label={t('items.quantity')} error={quantityError}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                inputMode="decimal"
                className={`input w-full text-right ${invalid ? 'input-invalid' : ''}`}
                value={item.quantity}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => updateItem(item.id, 'quantity', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('items.unit')}>
            {({ id }) => (
              <input
                id={id}
                className="input w-full"
                value={item.unit}
                maxLength={UNIT_MAX_LENGTH}
                placeholder={t('items.unit_placeholder')}
                onChange={(event) => updateItem(item.id, 'unit', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t(item.discount ? 'items.discount_price' : 'items.unit_price')}
            error={unitPriceError}
          >
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
                  value={
                    item.taxClass !== 'taxable'
                      ? item.taxClass
                      : exemptIssuer
                        ? '10'
                        : String(item.taxRate)
                  }
                  onChange={(event) => {
                    const choice = event.target.value;
                    if (choice === '10' || choice === '8') {
                      updateItem(item.id, 'taxClass', 'taxable');
                      // A 免税事業者's sale keeps the rate it had (none is charged).
                      if (!exemptIssuer) updateItem(item.id, 'taxRate', Number(choice) as TaxRate);
                    } else {
                      updateItem(item.id, 'taxClass', choice as ItemTaxClass);
                    }
                  }}
                >
                  {(exemptIssuer ? EXEMPT_CHOICES : TAX_CHOICES).map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`items.tax_choices.${exemptIssuer && choice === '10' ? 'sale' : choice}`)}
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
