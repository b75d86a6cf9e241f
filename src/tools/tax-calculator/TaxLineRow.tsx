import type { TFunction } from 'i18next';
import { formatYen } from '../../lib/format';
import { TAX_RATES, type TaxDirection, type TaxRate } from './calculateTax';
import type { TaxRow, TaxRowState } from './evaluateTaxRows';
import Trash2 from 'lucide-react/icons/trash-2';

interface Props {
  t: TFunction;
  row: TaxRow;
  state: TaxRowState;
  rowNumber: number;
  direction: TaxDirection;
  canRemove: boolean;
  onChange: (patch: Partial<TaxRow>) => void;
  onRemove: () => void;
}

export function TaxLineRow({
  t,
  row,
  state,
  rowNumber,
  direction,
  canRemove,
  onChange,
  onRemove,
}: Props) {
  const base = `tax-row-${row.id}`;
  const suffix = <span className="sr-only">{t('lines.row_suffix', { row: rowNumber })}</span>;
  const error =
    state.status === 'invalid'
      ? t('lines.error_invalid')
      : state.status === 'too_large'
        ? t('lines.error_too_large')
        : null;
  const amountLabel =
    direction === 'fromExclusive' ? t('lines.amount_exclusive') : t('lines.amount_inclusive');

  return (
    <li className="flex flex-col gap-3 border-b border-gray-200 pb-4 last:border-b-0 last:pb-0 dark:border-gray-700">
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_13rem_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-name`} className="label">
            {t('lines.name')}
            {suffix}
          </label>
          <input
            id={`${base}-name`}
            className="input"
            value={row.name}
            maxLength={100}
            placeholder={t('lines.name_placeholder')}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-amount`} className="label">
            {amountLabel}
            {suffix}
          </label>
          <input
            id={`${base}-amount`}
            className={`input text-right tabular-nums ${error ? 'input-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            value={row.amount}
            placeholder={t('lines.amount_placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${base}-error` : undefined}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-rate`} className="label">
            {t('lines.rate')}
            {suffix}
          </label>
          <select
            id={`${base}-rate`}
            className="input"
            value={String(row.rate)}
            onChange={(event) => onChange({ rate: Number(event.target.value) as TaxRate })}
          >
            {TAX_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {t(`lines.rate_option.${rate}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="icon-btn self-end disabled:cursor-not-allowed disabled:opacity-40"
          aria-label={t('lines.remove', { row: rowNumber })}
          title={t('lines.remove', { row: rowNumber })}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4 shrink-0" />
        </button>
      </div>
      {error && (
        <p id={`${base}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {state.status === 'ok' && (
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm dark:bg-gray-900">
          {(['exclusive', 'tax', 'inclusive'] as const).map((key) => (
            <div key={key} className="flex flex-col">
              <dt className="text-gray-700 dark:text-gray-300">{t(`lines.result_${key}`)}</dt>
              <dd className="font-semibold tabular-nums">{formatYen(state.result[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
