import { UTF8_BOM } from '../../lib/csv';
import { buildTaxCsv, type TaxCsvLabels } from './buildTaxCsv';
import { summarizeTaxLines } from './calculateTax';

const labels: TaxCsvLabels = {
  header: ['品目', '税率', '税抜金額', '消費税', '税込金額'],
  rateTotal: (rate) => `${rate}%対象`,
  grandTotal: '合計',
};

describe('buildTaxCsv', () => {
  it('writes a BOM, the lines, rate-wise totals and the grand total with CRLF', () => {
    const inputs = [
      { amount: 1000, rate: 10 as const },
      { amount: 1980, rate: 8 as const },
    ];
    const csv = buildTaxCsv(
      [
        { name: 'コピー用紙', rate: 10 },
        { name: 'お弁当', rate: 8 },
      ],
      summarizeTaxLines(inputs, 'fromExclusive', 'floor'),
      labels,
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '品目,税率,税抜金額,消費税,税込金額',
      'コピー用紙,10%,1000,100,1100',
      'お弁当,8%,1980,158,2138',
      '',
      '10%対象,10%,1000,100,1100',
      '8%対象,8%,1980,158,2138',
      '合計,,2980,258,3238',
      '',
    ]);
  });

  it('quotes names holding commas, quotes and newlines', () => {
    const csv = buildTaxCsv(
      [{ name: 'A4用紙, 500枚 "厚口"\n2箱', rate: 10 }],
      summarizeTaxLines([{ amount: 110, rate: 10 }], 'fromInclusive', 'floor'),
      labels,
    );
    expect(csv).toContain('"A4用紙, 500枚 ""厚口""\n2箱",10%,100,10,110\r\n');
  });

  it('writes only the header and a zero total when there are no lines', () => {
    const csv = buildTaxCsv([], summarizeTaxLines([], 'fromExclusive', 'round'), labels);
    expect(csv).toBe(`${UTF8_BOM}品目,税率,税抜金額,消費税,税込金額\r\n\r\n合計,,0,0,0\r\n`);
  });
});
