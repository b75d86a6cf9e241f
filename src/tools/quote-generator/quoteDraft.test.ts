import {
  changeQuoteDate,
  createQuoteDraft,
  isQuoteDraft,
  quoteFileName,
  withHonorific,
} from './quoteDraft';

describe('createQuoteDraft', () => {
  it('defaults: today, valid 30 days, one item (quantity 1, price 0), tax 10%', () => {
    const draft = createQuoteDraft(new Date('2025-01-20T01:00:00Z'));
    expect(draft.header.date).toBe('2025-01-20');
    expect(draft.header.validUntil).toBe('2025-02-19');
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]).toMatchObject({ quantity: '1', unitPrice: '0', taxRate: 10 });
    expect(draft.taxRate).toBe(10);
    expect(draft.perItemTax).toBe(false);
    // The number comes from the numbering when the editor opens the draft.
    expect(draft.header.quoteNumber).toBe('');
    expect(isQuoteDraft(draft)).toBe(true);
  });
});

describe('changeQuoteDate', () => {
  const header = createQuoteDraft(new Date('2025-01-20T01:00:00Z')).header;

  it('moves an untouched validity date along', () => {
    expect(changeQuoteDate(header, '2025-02-01')).toMatchObject({
      date: '2025-02-01',
      validUntil: '2025-03-03',
    });
  });

  it('keeps a validity date the user chose', () => {
    const custom = { ...header, validUntil: '2025-12-31' };
    expect(changeQuoteDate(custom, '2025-02-01').validUntil).toBe('2025-12-31');
  });

  it('keeps the validity date while the new date is incomplete', () => {
    expect(changeQuoteDate(header, '').validUntil).toBe(header.validUntil);
  });
});

describe('withHonorific', () => {
  it.each<[string, 'onchu' | 'sama', string]>([
    ['株式会社サンプル', 'onchu', '株式会社サンプル 御中'],
    ['山田太郎', 'sama', '山田太郎 様'],
    ['  株式会社サンプル  ', 'onchu', '株式会社サンプル 御中'],
    ['株式会社サンプル 御中', 'onchu', '株式会社サンプル 御中'],
    ['山田太郎様', 'onchu', '山田太郎様'],
    ['', 'onchu', ''],
  ])('%j + %s → %j', (name, honorific, expected) => {
    expect(withHonorific(name, honorific)).toBe(expected);
  });
});

describe('quoteFileName', () => {
  it.each<[string, 'csv' | 'pdf' | undefined, string]>([
    ['Q2025123456', 'csv', '見積書_Q2025123456.csv'],
    ['Q2025123456', 'pdf', '見積書_Q2025123456.pdf'],
    ['Q2025123456', undefined, '見積書_Q2025123456'],
    ['A/B:C*D', 'csv', '見積書_A_B_C_D.csv'],
    [' 2025 001 ', 'csv', '見積書_2025_001.csv'],
  ])('%j (%s) → %s', (number, extension, expected) => {
    expect(quoteFileName(number, extension)).toBe(expected);
  });
});

describe('isQuoteDraft', () => {
  const valid = createQuoteDraft();
  it.each<[string, unknown, boolean]>([
    ['a fresh draft', valid, true],
    ['null', null, false],
    ['another version', { ...valid, version: 2 }, false],
    ['no items', { ...valid, items: [] }, false],
    ['a numeric quantity', { ...valid, items: [{ ...valid.items[0], quantity: 1 }] }, false],
    ['a 5% rate', { ...valid, taxRate: 5 }, false],
    ['an unknown honorific', { ...valid, header: { ...valid.header, honorific: 'dono' } }, false],
    ['a missing header field', { ...valid, header: { ...valid.header, notes: undefined } }, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isQuoteDraft(value)).toBe(expected);
  });
});
