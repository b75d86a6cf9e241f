import { UTF8_BOM } from '../../lib/csv';
import { buildExpenseTemplateCsv } from './buildExpenseTemplateCsv';
import { createDefaultSettings, type ExpenseTemplateSettings } from './expenseTemplateSettings';
import { locales } from './locales';

function settings(overrides: Partial<ExpenseTemplateSettings> = {}): ExpenseTemplateSettings {
  return {
    ...createDefaultSettings(new Date('2025-01-15T00:00:00Z')),
    employeeName: '山田 太郎',
    department: '営業部',
    ...overrides,
  };
}

/** Rows as arrays of cells (no cell here contains a comma or a quote). */
function grid(csv: string): string[][] {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) => line.split(','));
}

/** A1-style cell lookup, 1-based rows like Excel. */
function cell(rows: string[][], address: string): string | undefined {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(address);
  const column = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  return rows[Number(match[2]) - 1]?.[column - 1];
}

const ja = (value: ExpenseTemplateSettings) =>
  buildExpenseTemplateCsv(value, '2025年1月', locales.ja.csv, locales.ja.categories);

describe('buildExpenseTemplateCsv', () => {
  it('lays out header rows 1-6, 30 blank rows 7-36 and SUM formulas on row 37', () => {
    const rows = grid(ja(settings()));
    expect(rows[0]?.[0]).toBe('経費精算書');
    expect(cell(rows, 'A2')).toBe('対象月');
    expect(cell(rows, 'B2')).toBe('2025年1月');
    expect(cell(rows, 'B3')).toBe('山田 太郎');
    expect(cell(rows, 'B4')).toBe('営業部');
    expect(cell(rows, 'A5')).toBe('精算金額合計');
    expect(cell(rows, 'B5')).toBe('=SUM(C37:F37)');
    expect(rows[5]).toEqual([
      '日付',
      '内容（行き先・用途）',
      '交通費',
      '宿泊費',
      '会議費',
      '消耗品費',
      '領収書',
      '備考',
    ]);
    for (let row = 7; row <= 36; row += 1) {
      expect(rows[row - 1], `row ${row}`).toEqual(Array(8).fill(''));
    }
    expect(rows[36]).toEqual([
      '合計',
      '',
      '=SUM(C7:C36)',
      '=SUM(D7:D36)',
      '=SUM(E7:E36)',
      '=SUM(F7:F36)',
      '',
      '',
    ]);
    expect(cell(rows, 'A39')).toBe('承認');
    expect(rows[38]?.slice(0, 4)).toEqual(['承認', '申請者', '所属長', '経理']);
    expect(rows).toHaveLength(40);
    for (const row of rows) expect(row).toHaveLength(8);
  });

  it('follows the chosen categories and leaves out receipt and approval when asked', () => {
    const rows = grid(
      ja(
        settings({
          categories: ['transportation', 'entertainment', 'communication', 'books', 'training'],
          includeReceipt: false,
          includeApproval: false,
        }),
      ),
    );
    expect(rows[5]).toEqual([
      '日付',
      '内容（行き先・用途）',
      '交通費',
      '接待交際費',
      '通信費',
      '新聞図書費',
      '研修費',
      '備考',
    ]);
    expect(cell(rows, 'B5')).toBe('=SUM(C37:G37)');
    expect(cell(rows, 'G37')).toBe('=SUM(G7:G36)');
    expect(cell(rows, 'H37')).toBe('');
    expect(rows).toHaveLength(37);
  });

  it('reaches past column Z with all ten categories', () => {
    const rows = grid(
      ja(
        settings({
          categories: [
            'transportation',
            'accommodation',
            'meetings',
            'entertainment',
            'communication',
            'office_supplies',
            'consumables',
            'books',
            'training',
            'miscellaneous',
          ],
        }),
      ),
    );
    expect(cell(rows, 'L6')).toBe('雑費');
    expect(cell(rows, 'L37')).toBe('=SUM(L7:L36)');
    expect(cell(rows, 'B5')).toBe('=SUM(C37:L37)');
    expect(cell(rows, 'M6')).toBe('領収書');
  });

  it('quotes commas, quotes and newlines and neutralises formulas in typed text', () => {
    const csv = buildExpenseTemplateCsv(
      settings({ employeeName: '=cmd|"/c calc"!A1', department: '営業部, 第1課\n東京' }),
      'January 2025',
      locales.en.csv,
      locales.en.categories,
    );
    expect(csv).toContain(`\r\nName,"'=cmd|""/c calc""!A1",,,,,,\r\n`);
    expect(csv).toContain('\r\nDepartment,"営業部, 第1課\n東京",,,,,,\r\n');
    expect(csv).toContain('\r\nMonth,January 2025,');
    expect(csv).toContain(
      '\r\nDate,"Description (destination, purpose)",Transportation,Accommodation,Meetings,',
    );
  });
});
