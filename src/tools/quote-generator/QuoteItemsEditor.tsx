import type { TFunction } from 'i18next';
import { memo } from 'react';
import { MAX_ITEMS, type QuoteLine } from './calculateQuoteTotals';
import {
  ROUNDINGS,
  TAX_ENTRIES,
  TAX_RATES,
  type Rounding,
  type TaxEntry,
  type TaxRate,
} from './quoteTypes';
import { QuoteItemRow } from './QuoteItemRow';
import type { QuoteDraftActions } from './useQuoteDraft';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useSettingShownAtOnce } from './useSettingShownAtOnce';

/** A row is drawn again only when its own line changes (a settings change redraws the rows once). */
const Row = memo(QuoteItemRow);

interface Props {
  lines: readonly QuoteLine[];
  taxRate: TaxRate;
  perItemTax: boolean;
  /** Whether tax is withheld; null where a document never withholds (delivery note). */
  withholding: boolean | null;
  taxEntry: TaxEntry;
  rounding: Rounding;
  exemptIssuer: boolean;
  actions: Pick<
    QuoteDraftActions,
    | 'updateItem'
    | 'removeItem'
    | 'addItem'
    | 'setTaxRate'
    | 'setPerItemTax'
    | 'setWithholding'
    | 'addDiscount'
    | 'setTaxEntry'
    | 'setRounding'
    | 'setExemptIssuer'
  >;
  t: TFunction;
}

export function QuoteItemsEditor({
  lines,
  taxRate,
  perItemTax,
  withholding,
  taxEntry,
  rounding,
  exemptIssuer,
  actions,
  t,
}: Props) {
  const canAdd = lines.length < MAX_ITEMS;
  // The three settings change every row or the totals: their controls answer the press at once,
  // and the rows and totals follow in the next frames.
  const [taxRateShown, changeTaxRate] = useSettingShownAtOnce(taxRate, actions.setTaxRate);
  const [perItemTaxShown, changePerItemTax] = useSettingShownAtOnce(
    perItemTax,
    actions.setPerItemTax,
  );
  const [withholdingShown, changeWithholding] = useSettingShownAtOnce(
    withholding,
    (next: boolean | null) => {
      if (next !== null) actions.setWithholding(next);
    },
  );
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="quote-items-heading">
      <h2 id="quote-items-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('sections.items')}
      </h2>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="quote-tax-entry" className="label">
            {t('items.tax_entry')}
          </label>
          <select
            id="quote-tax-entry"
            className="input"
            value={taxEntry}
            disabled={exemptIssuer}
            onChange={(event) => actions.setTaxEntry(event.target.value as TaxEntry)}
          >
            {TAX_ENTRIES.map((entry) => (
              <option key={entry} value={entry}>
                {t(`items.tax_entries.${entry}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="quote-rounding" className="label">
            {t('items.rounding')}
          </label>
          <select
            id="quote-rounding"
            className="input"
            value={rounding}
            aria-describedby="quote-rounding-hint"
            onChange={(event) => actions.setRounding(event.target.value as Rounding)}
          >
            {ROUNDINGS.map((mode) => (
              <option key={mode} value={mode}>
                {t(`items.roundings.${mode}`)}
              </option>
            ))}
          </select>
        </div>
        {!perItemTax && !exemptIssuer && (
          <div className="flex flex-col gap-1">
            <label htmlFor="quote-tax-rate" className="label">
              {t('items.tax_rate')}
            </label>
            <select
              id="quote-tax-rate"
              className="input"
              value={taxRateShown}
              onChange={(event) => changeTaxRate(Number(event.target.value) as TaxRate)}
            >
              {TAX_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t(rate === 10 ? 'items.rate_standard' : 'items.rate_reduced')}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className="flex items-center gap-2 py-2 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700"
            checked={perItemTaxShown}
            onChange={(event) => changePerItemTax(event.target.checked)}
          />
          {t(exemptIssuer ? 'items.per_item_class' : 'items.per_item_tax')}
        </label>
        <div className="flex flex-col">
          <label className="flex items-center gap-2 py-2 text-sm text-gray-800 dark:text-gray-200">
            <input
              type="checkbox"
              className="h-4 w-4 accent-blue-700"
              checked={exemptIssuer}
              aria-describedby="quote-exempt-hint"
              onChange={(event) => actions.setExemptIssuer(event.target.checked)}
            />
            {t('items.exempt_issuer')}
          </label>
          <p id="quote-exempt-hint" className="muted text-xs">
            {t('items.exempt_issuer_hint')}
          </p>
        </div>
        {withholdingShown !== null && (
          <div className="flex flex-col">
            <label className="flex items-center gap-2 py-2 text-sm text-gray-800 dark:text-gray-200">
              <input
                type="checkbox"
                className="h-4 w-4 accent-blue-700"
                checked={withholdingShown}
                aria-describedby="quote-withholding-hint"
                onChange={(event) => changeWithholding(event.target.checked)}
              />
              {t('items.withholding')}
            </label>
            <p id="quote-withholding-hint" className="muted text-xs">
              {t('items.withholding_hint')}
            </p>
          </div>
        )}
      </div>
      <p id="quote-rounding-hint" className="muted text-xs">
        {t('items.rounding_hint')}
      </p>
      <ol className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <Row
            key={line.item.id}
            line={line}
            number={index + 1}
            perItemTax={perItemTax}
            exemptIssuer={exemptIssuer}
            canRemove={lines.length > 1}
            actions={actions}
            t={t}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={actions.addItem}
          disabled={!canAdd}
        >
          <Plus className="h-4 w-4 shrink-0" />
          {t('items.add')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => actions.addDiscount(t('items.discount_name'))}
          disabled={!canAdd}
        >
          <Minus className="h-4 w-4 shrink-0" />
          {t('items.add_discount')}
        </button>
        {lines.length === 1 && <p className="muted text-sm">{t('items.last_item_note')}</p>}
        {!canAdd && <p className="muted text-sm">{t('items.max_items', { max: MAX_ITEMS })}</p>}
      </div>
    </section>
  );
}
