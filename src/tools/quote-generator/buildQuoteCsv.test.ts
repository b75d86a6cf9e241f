import { UTF8_BOM } from '../../lib/csv';
import { buildQuoteCsv, type QuoteCsvInput } from './buildQuoteCsv';
import { buildQuoteLines, calculateQuoteTotals } from './calculateQuoteTotals';
import { laterLocales as locales } from './laterLocales';
import { createQuoteDraft } from './quoteDraft';
import { LATER_ITEM_FIELDS, type QuoteItem } from './quoteTypes';

function input(items: Partial<QuoteItem>[], perItemTax = false): QuoteCsvInput {
  const draft = createQuoteDraft(new Date('2025-01-20T01:00:00Z'));
  draft.header.quoteNumber = 'Q2025000001';
  draft.header.companyName = '株式会社オフィス';
  draft.header.notes = '納期: 2週間';
  draft.items = items.map((partial, index) => ({
    id: String(index),
    name: '',
    description: '',
    quantity: '1',
    unitPrice: '0',
    taxRate: 10,
    ...LATER_ITEM_FIELDS,
    ...partial,
  }));
  draft.perItemTax = perItemTax;
  const lines = buildQuoteLines(draft);
  return {
    header: draft.header,
    clientLine: '株式会社サンプル 御中',
    registrationNumber: 'T7123456789012',
    lines,
    totals: calculateQuoteTotals(lines),
  };
}

function rows(csv: string): string[] {
  return csv.slice(1).split('\r\n');
}

describe('buildQuoteCsv', () => {
  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const csv = buildQuoteCsv(input([{ name: 'a' }]), locales.ja.csv);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('lays out header, items and rate-wise totals', () => {
    const csv = buildQuoteCsv(
      input(
        [
          { name: 'デザイン費', description: 'トップページ', quantity: '2', unitPrice: '50,000' },
          { name: 'お弁当', quantity: '10', unitPrice: '1,080', taxRate: 8 },
        ],
        true,
      ),
      locales.ja.csv,
    );
    expect(rows(csv)).toEqual([
      '御見積書',
      '見積番号,Q2025000001',
      '発行日,2025-01-20',
      '有効期限,2025-02-19',
      '宛先,株式会社サンプル 御中',
      '件名,',
      '発行者,株式会社オフィス',
      '登録番号,T7123456789012',
      '住所・連絡先,',
      '',
      'No.,品目,詳細,数量,単位,単価,税率,金額',
      '1,デザイン費,トップページ,2,,50000,10%,100000',
      '2,お弁当,,10,,1080,8%※,10800',
      '',
      '小計,,,,,,,110800',
      '10%対象,,,,,,,100000',
      '消費税（10%）,,,,,,,10000',
      '8%対象,,,,,,,10800',
      '消費税（8%）,,,,,,,864',
      '消費税合計,,,,,,,10864',
      '合計金額,,,,,,,121664',
      '',
      '備考,納期: 2週間',
      '',
    ]);
  });

  it('lays out an invoice: number, 請求日, 取引年月日, 支払期限 and 振込先', () => {
    const base = input(
      [
        { name: 'デザイン費', quantity: '1', unitPrice: '100,001' },
        { name: 'コーヒー豆', quantity: '3', unitPrice: '1,299', taxRate: 8 },
      ],
      true,
    );
    const header = {
      ...base.header,
      documentNumber: '2025-04-001',
      date: '2025-04-10',
      transactionDate: '2025-04-09',
      dueDate: '2025-05-31',
      bankAccount: 'サンプル銀行 本店 普通 1234567',
    };
    const csvRows = rows(buildQuoteCsv({ ...base, kind: 'invoice', header }, locales.ja.csv));
    expect(csvRows.slice(0, 13)).toEqual([
      '請求書',
      '請求書番号,2025-04-001',
      '請求日,2025-04-10',
      '取引年月日,2025-04-09',
      '支払期限,2025-05-31',
      '見積番号,Q2025000001',
      '宛先,株式会社サンプル 御中',
      '件名,',
      '発行者,株式会社オフィス',
      '登録番号,T7123456789012',
      '住所・連絡先,',
      '振込先,サンプル銀行 本店 普通 1234567',
      '',
    ]);
    // 100,001 × 10% = 10,000.1 and 3,897 × 8% = 311.76: each rate rounded down once.
    expect(csvRows).toContain('消費税（10%）,,,,,,,10000');
    expect(csvRows).toContain('消費税（8%）,,,,,,,311');
    expect(csvRows).toContain('合計金額,,,,,,,114209');
    expect(csvRows).toContain('2,コーヒー豆,,3,,1299,8%※,3897');
  });

  it('quotes commas, double quotes and newlines in user text', () => {
    const csv = buildQuoteCsv(
      input([{ name: 'A, B', description: 'say "hi"\nnext line', unitPrice: '10' }]),
      locales.en.csv,
    );
    expect(csv).toContain('1,"A, B","say ""hi""\nnext line",1,,10,10%,10\r\n');
    expect(csv).toContain('Subtotal,,,,,,,10\r\n');
    expect(csv).toContain('Consumption tax (10%),,,,,,,1\r\n');
  });

  it('keeps typed text that looks like a formula as text', () => {
    const csv = buildQuoteCsv(input([{ name: '=HYPERLINK("x")' }]), locales.ja.csv);
    expect(csv).toContain(`1,"'=HYPERLINK(""x"")",`);
  });

  it('keeps emoji and multi-byte text unchanged', () => {
    const csv = buildQuoteCsv(input([{ name: '🍣 寿司 ＡＢＣ' }]), locales.ja.csv);
    expect(csv).toContain('1,🍣 寿司 ＡＢＣ,,1,,0,10%,0');
  });
});
