import {
  checkExpenseItem,
  checkExpenses,
  needsReceipt,
  type ExpenseItem,
  type ReceiptThresholdMode,
} from './expenseRules';

const item = (overrides: Partial<ExpenseItem> = {}): ExpenseItem => ({
  id: '1',
  date: '2025-04-01',
  category: 'transportation',
  description: '新幹線 東京-大阪',
  amount: '14,720',
  receipt: false,
  notes: '',
  ...overrides,
});

describe('needsReceipt', () => {
  it.each<[number, ReceiptThresholdMode, boolean]>([
    [49_999, 'over', false],
    [50_000, 'over', false],
    [50_001, 'over', true],
    [49_999, 'atLeast', false],
    [50_000, 'atLeast', true],
    [50_001, 'atLeast', true],
  ])('%i yen (%s) -> %s', (amount, mode, expected) => {
    expect(needsReceipt(amount, mode)).toBe(expected);
  });
});

describe('checkExpenseItem', () => {
  it('passes a complete item', () => {
    expect(checkExpenseItem(item(), 'over')).toEqual([]);
  });

  it.each<[Partial<ExpenseItem>, string[]]>([
    [{ date: '' }, ['date_required']],
    [{ date: '4/1' }, ['date_required']],
    [{ category: '' }, ['category_required']],
    [{ description: '' }, ['description_required']],
    [{ description: ' \u3000\n ' }, ['description_required']],
    [{ amount: '' }, ['amount_invalid']],
    [{ amount: '0' }, ['amount_invalid']],
    [{ amount: '-100' }, ['amount_invalid']],
    [{ amount: '12.5' }, ['amount_invalid']],
    [{ amount: 'abc' }, ['amount_invalid']],
    [{ amount: '1000000000000' }, ['amount_invalid']],
    [{ amount: '１' }, []],
    [{ description: '🍱 弁当' }, []],
    [
      { date: '', category: '', description: '', amount: '' },
      ['date_required', 'category_required', 'description_required', 'amount_invalid'],
    ],
  ])('%j -> %j', (overrides, expected) => {
    expect(checkExpenseItem(item(overrides), 'over')).toEqual(expected);
  });

  it.each<[string, boolean, ReceiptThresholdMode, string[]]>([
    ['49,999', false, 'over', []],
    ['50,000', false, 'over', []],
    ['50,001', false, 'over', ['receipt_required_over_limit']],
    ['50,001', true, 'over', []],
    ['49,999', false, 'atLeast', []],
    ['50,000', false, 'atLeast', ['receipt_required_over_limit']],
    ['50,000', true, 'atLeast', []],
    ['50,001', false, 'atLeast', ['receipt_required_over_limit']],
  ])('amount %s, receipt %s (%s) -> %j', (amount, receipt, mode, expected) => {
    expect(checkExpenseItem(item({ amount, receipt }), mode)).toEqual(expected);
  });
});

describe('checkExpenses', () => {
  it('totals valid amounts per category in the fixed category order and fills the checklist', () => {
    const check = checkExpenses(
      [
        item({ id: 'a', category: 'meals', amount: '3,000' }),
        item({ id: 'b', category: 'transportation', amount: '60000', receipt: false }),
        item({ id: 'c', category: 'meals', amount: '1,500' }),
        item({ id: 'd', category: '', amount: '800' }),
        item({ id: 'e', category: 'books', amount: 'x' }),
      ],
      'over',
    );
    expect(check.errorsById).toEqual({
      a: [],
      b: ['receipt_required_over_limit'],
      c: [],
      d: ['category_required'],
      e: ['amount_invalid'],
    });
    expect(check.errorCount).toBe(3);
    expect(check.itemCount).toBe(5);
    expect(check.total).toBe(65_300);
    expect(check.receiptsNeeded).toBe(1);
    expect(check.categoryTotals).toEqual([
      { category: 'transportation', count: 1, total: 60_000 },
      { category: 'meals', count: 2, total: 4_500 },
    ]);
    expect(check.checklist).toEqual([
      { rule: 'date_required', failing: 0 },
      { rule: 'category_required', failing: 1 },
      { rule: 'description_required', failing: 0 },
      { rule: 'amount_invalid', failing: 1 },
      { rule: 'receipt_required_over_limit', failing: 1 },
    ]);
  });

  it('counts the 50,000 yen receipt under the reading chosen', () => {
    const items = [item({ amount: '50,000' })];
    expect(checkExpenses(items, 'over').errorCount).toBe(0);
    expect(checkExpenses(items, 'atLeast').errorCount).toBe(1);
    expect(checkExpenses(items, 'atLeast').receiptsNeeded).toBe(1);
  });

  it('has nothing to total for no items', () => {
    expect(checkExpenses([], 'over')).toMatchObject({
      errorCount: 0,
      total: 0,
      categoryTotals: [],
    });
  });
});
