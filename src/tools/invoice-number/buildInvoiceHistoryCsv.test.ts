import { UTF8_BOM } from '../../lib/csv';
import { buildInvoiceHistoryCsv } from './buildInvoiceHistoryCsv';

const header = ['請求書番号', '発行日', '内容', '金額'] as const;

describe('buildInvoiceHistoryCsv', () => {
  it('starts with a BOM and lists the oldest entry first', () => {
    const csv = buildInvoiceHistoryCsv(
      [
        { id: '2', number: '20250401-002', date: '2025-04-01', description: '', amount: 0 },
        {
          id: '1',
          number: '20250401-001',
          date: '2025-04-01',
          description: '保守費用',
          amount: 55000,
        },
      ],
      header,
    );
    expect(csv).toBe(
      `${UTF8_BOM}請求書番号,発行日,内容,金額\r\n20250401-001,2025-04-01,保守費用,55000\r\n20250401-002,2025-04-01,,0\r\n`,
    );
  });

  it('quotes commas, quotes and newlines and leaves a missing amount blank', () => {
    const csv = buildInvoiceHistoryCsv(
      [{ id: '1', number: 'A,1', date: '2025-04-01', description: '「月額」"Pro"\r\n4月分' }],
      header,
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe('"A,1",2025-04-01,"「月額」""Pro""');
    expect(csv).toContain('"A,1",2025-04-01,"「月額」""Pro""\r\n4月分",\r\n');
  });

  it('writes just the header for an empty history', () => {
    expect(buildInvoiceHistoryCsv([], header)).toBe(`${UTF8_BOM}請求書番号,発行日,内容,金額\r\n`);
  });
});
