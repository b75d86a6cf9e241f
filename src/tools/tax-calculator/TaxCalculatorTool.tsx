import { useMemo, useState } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { nextRowId } from '../../lib/rowIds';
import { buildTaxCsv } from './buildTaxCsv';
import type { RoundingMode, TaxDirection } from './calculateTax';
import { evaluateTaxRows, type TaxRow } from './evaluateTaxRows';
import { locales } from './locales';
import { TaxLineRow } from './TaxLineRow';
import { TaxSettings } from './TaxSettings';
import { TaxTotals } from './TaxTotals';
import Plus from 'lucide-react/icons/plus';

const emptyRow = (id: string, rate: TaxRow['rate']): TaxRow => ({ id, name: '', amount: '', rate });

function focusLater(elementId: string) {
  requestAnimationFrame(() => document.getElementById(elementId)?.focus());
}

export default function TaxCalculatorTool() {
  const { t } = useToolTranslation('tax-calculator', locales);
  const [direction, setDirection] = useState<TaxDirection>('fromExclusive');
  const [rounding, setRounding] = useState<RoundingMode>('floor');
  const [rows, setRows] = useState<TaxRow[]>(() => [emptyRow('1', 10), emptyRow('2', 8)]);

  const evaluation = useMemo(
    () => evaluateTaxRows(rows, direction, rounding),
    [rows, direction, rounding],
  );

  const updateRow = (id: string, patch: Partial<TaxRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const removeRow = (id: string) => {
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0 || rows.length <= 1) return;
    const remaining = rows.filter((row) => row.id !== id);
    setRows(remaining);
    // Keep the keyboard in the list instead of dropping focus to the page.
    const neighbour = remaining[Math.min(index, remaining.length - 1)];
    if (neighbour) focusLater(`tax-row-${neighbour.id}-name`);
  };

  const addRow = () => {
    const row = emptyRow(nextRowId(rows), 10);
    setRows((current) => [...current, row]);
    // Move the keyboard to the new row so the user can type straight away.
    focusLater(`tax-row-${row.id}-name`);
  };

  const exportCsv = () => {
    const csv = buildTaxCsv(evaluation.counted, evaluation.summary, {
      header: [
        t('csv.header.name'),
        t('csv.header.rate'),
        t('csv.header.exclusive'),
        t('csv.header.tax'),
        t('csv.header.inclusive'),
      ],
      rateTotal: (rate) => t('totals.rate_label', { rate }),
      grandTotal: t('totals.grand_total'),
    });
    downloadCsv(t('csv.file_name', { date: tokyoDateString() }), csv);
  };

  return (
    <div className="flex flex-col gap-6">
      <TaxSettings
        t={t}
        direction={direction}
        rounding={rounding}
        onDirectionChange={setDirection}
        onRoundingChange={setRounding}
      />
      <section className="panel flex flex-col gap-4" aria-labelledby="tax-lines-heading">
        <div>
          <h2 id="tax-lines-heading" className="text-lg font-semibold">
            {t('lines.heading')}
          </h2>
          <p className="muted mt-1 text-sm">{t('lines.help')}</p>
        </div>
        <ul className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <TaxLineRow
              key={row.id}
              t={t}
              row={row}
              state={evaluation.rows[index] ?? { status: 'empty' }}
              rowNumber={index + 1}
              direction={direction}
              canRemove={rows.length > 1}
              onChange={(patch) => updateRow(row.id, patch)}
              onRemove={() => removeRow(row.id)}
            />
          ))}
        </ul>
        <div>
          <button type="button" className="btn btn-secondary" onClick={addRow}>
            <Plus className="h-4 w-4 shrink-0" />
            {t('lines.add')}
          </button>
        </div>
      </section>
      <TaxTotals t={t} evaluation={evaluation} rounding={rounding} onExportCsv={exportCsv} />
    </div>
  );
}
