import { buildQuoteLines, calculateQuoteTotals, totalsSettingsOf } from './calculateQuoteTotals';
import { gatherDeliveryNotes, monthRange, type DeliveryNote } from './gatherDeliveryNotes';
import { createQuoteDraft } from './quoteDraft';
import { LATER_ITEM_FIELDS, type QuoteDraft } from './quoteTypes';

function note(number: string, date: string, items: [string, string, string, 8 | 10][]) {
  const base = createQuoteDraft(new Date('2026-11-01T00:00:00+09:00'));
  const draft: QuoteDraft = {
    ...base,
    kind: 'delivery_note',
    header: {
      ...base.header,
      clientName: '株式会社サンプル商事',
      documentNumber: number,
      date,
      transactionDate: date,
    },
    perItemTax: items.some(([, , , rate]) => rate === 8),
    items: items.map(([name, quantity, unitPrice, taxRate], index) => ({
      id: `${number}-${index}`,
      name,
      description: '',
      quantity,
      unitPrice,
      taxRate,
      ...LATER_ITEM_FIELDS,
    })),
  };
  return { number, draft } satisfies DeliveryNote;
}

const describe_ = (entry: DeliveryNote, date: string) => `納品書 ${entry.number}（${date}）`;

describe('gatherDeliveryNotes', () => {
  it('lists every item of every note in delivery order, naming its note, taxed once per rate', () => {
    const notes = [
      note('D-003', '2026-11-20', [['保守', '1', '30000', 10]]),
      note('D-001', '2026-11-05', [
        ['部品A', '2', '1000', 10],
        ['お弁当', '3', '1080', 8],
      ]),
      note('D-002', '2026-11-12', [['部品B', '1.5', '999', 10]]),
    ];
    const result = gatherDeliveryNotes(notes, '2026-11-30', describe_);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { draft } = result;
    expect(draft.kind).toBe('invoice');
    expect(draft.savedId).toBeNull();
    expect(draft.header).toMatchObject({
      documentNumber: '',
      date: '2026-11-30',
      transactionDate: '2026-11-20',
      dueDate: '2026-12-31',
      clientName: '株式会社サンプル商事',
    });
    expect(draft.items.map((item) => [item.name, item.description])).toEqual([
      ['部品A', '納品書 D-001（2026-11-05）'],
      ['お弁当', '納品書 D-001（2026-11-05）'],
      ['部品B', '納品書 D-002（2026-11-12）'],
      ['保守', '納品書 D-003（2026-11-20）'],
    ]);
    expect(draft.perItemTax).toBe(true);
    const totals = calculateQuoteTotals(buildQuoteLines(draft), totalsSettingsOf(draft));
    // 10 %: 2,000 + 1,498 (1.5 × 999 = 1,498.5, 切り捨て) + 30,000 = 33,498, tax 3,349;
    // 8 %: 3,240, tax 259.
    expect(totals.byRate.map(({ rate, taxableAmount, tax }) => [rate, taxableAmount, tax])).toEqual(
      [
        [10, 33498, 3349],
        [8, 3240, 259],
      ],
    );
    expect(totals.total).toBe(33498 + 3349 + 3240 + 259);
  });

  it('refuses nothing to gather, 税込 and 税抜 notes together, and more items than a document holds', () => {
    expect(gatherDeliveryNotes([], '2026-11-30', describe_)).toEqual({ ok: false, reason: 'none' });
    const inclusive = note('D-002', '2026-11-12', [['部品B', '1', '1100', 10]]);
    inclusive.draft.taxEntry = 'inclusive';
    expect(
      gatherDeliveryNotes(
        [note('D-001', '2026-11-05', [['部品A', '1', '1000', 10]]), inclusive],
        '2026-11-30',
        describe_,
      ),
    ).toEqual({ ok: false, reason: 'mixed_entry' });
    const many = Array.from({ length: 9 }, (_, index) =>
      note(
        `D-${index}`,
        '2026-11-05',
        Array.from(
          { length: 9 },
          (_, item) => [`品${item}`, '1', '100', 10] as [string, string, string, 10],
        ),
      ),
    );
    expect(gatherDeliveryNotes(many, '2026-11-30', describe_)).toEqual({
      ok: false,
      reason: 'too_many_items',
    });
  });
});

describe('monthRange', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2028-02', '2028-02-01', '2028-02-29'],
  ])('%s', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });
});
