import { evaluateTaxRows, type TaxRow } from './evaluateTaxRows';

const row = (id: string, amount: string, rate: 8 | 10 = 10, name = ''): TaxRow => ({
  id,
  name,
  amount,
  rate,
});

describe('evaluateTaxRows', () => {
  it('reports empty, invalid and too large rows and totals only the valid ones', () => {
    const evaluation = evaluateTaxRows(
      [
        row('a', '1,000', 10, ' 用紙 '),
        row('b', ''),
        row('c', 'abc'),
        row('d', '１０８０', 8, 'お茶'),
        row('e', '1000000000000'),
      ],
      'fromExclusive',
      'floor',
    );
    expect(evaluation.rows).toEqual([
      { status: 'ok', result: { exclusive: 1000, tax: 100, inclusive: 1100 } },
      { status: 'empty' },
      { status: 'invalid' },
      { status: 'ok', result: { exclusive: 1080, tax: 86, inclusive: 1166 } },
      { status: 'too_large' },
    ]);
    expect(evaluation.invalidCount).toBe(2);
    expect(evaluation.counted).toEqual([
      { name: '用紙', rate: 10 },
      { name: 'お茶', rate: 8 },
    ]);
    expect(evaluation.summary.grandTotal).toEqual({ exclusive: 2080, tax: 186, inclusive: 2266 });
  });

  it('has nothing to total when every row is empty', () => {
    const evaluation = evaluateTaxRows([row('a', ''), row('b', '  ')], 'fromInclusive', 'ceil');
    expect(evaluation.summary.rateTotals).toEqual([]);
    expect(evaluation.invalidCount).toBe(0);
  });
});
