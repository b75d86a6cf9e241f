import {
  summarizeTaxLines,
  type RoundingMode,
  type TaxBreakdown,
  type TaxDirection,
  type TaxRate,
  type TaxSummary,
} from './calculateTax';
import { parseYenAmount } from '../../lib/parseYenAmount';

export interface TaxRow {
  id: string;
  name: string;
  /** As typed, so that nothing the user entered is lost while it is invalid. */
  amount: string;
  rate: TaxRate;
}

export type TaxRowState =
  | { status: 'empty' }
  | { status: 'invalid' | 'too_large' }
  | { status: 'ok'; result: TaxBreakdown };

export interface TaxRowsEvaluation {
  rows: TaxRowState[];
  /** The rows with an amount, in order, with their names for the CSV. */
  counted: { name: string; rate: TaxRate }[];
  summary: TaxSummary;
  invalidCount: number;
}

/** Parses every row once; empty rows are ignored, invalid ones are reported and left out. */
export function evaluateTaxRows(
  rows: readonly TaxRow[],
  direction: TaxDirection,
  mode: RoundingMode,
): TaxRowsEvaluation {
  const parsed = rows.map((row) => ({ row, amount: parseYenAmount(row.amount) }));
  const valid = parsed.flatMap(({ row, amount }) =>
    amount.kind === 'ok' ? [{ name: row.name.trim(), rate: row.rate, amount: amount.value }] : [],
  );
  const summary = summarizeTaxLines(valid, direction, mode);
  let validIndex = 0;
  const states = parsed.map(({ amount }): TaxRowState => {
    if (amount.kind === 'empty') return { status: 'empty' };
    if (amount.kind !== 'ok') return { status: amount.kind };
    const result = summary.lines[validIndex++];
    return result ? { status: 'ok', result } : { status: 'empty' };
  });
  return {
    rows: states,
    counted: valid.map(({ name, rate }) => ({ name, rate })),
    summary,
    invalidCount: states.filter(
      (state) => state.status === 'invalid' || state.status === 'too_large',
    ).length,
  };
}
