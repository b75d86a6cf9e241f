import {
  createDefaultSettings,
  DEFAULT_CATEGORIES,
  EXPENSE_CATEGORIES,
  isExpenseTemplateSettings,
  isValidMonth,
  toggleCategory,
} from './expenseTemplateSettings';

describe('expense template settings', () => {
  it('offers 10 categories with 4 defaults', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(10);
    expect(DEFAULT_CATEGORIES).toHaveLength(4);
    for (const category of DEFAULT_CATEGORIES) expect(EXPENSE_CATEGORIES).toContain(category);
  });

  it('defaults to this month in Japan', () => {
    expect(createDefaultSettings(new Date('2025-01-31T16:00:00Z')).month).toBe('2025-02');
    const settings = createDefaultSettings(new Date('2025-06-10T00:00:00Z'));
    expect(settings).toMatchObject({
      month: '2025-06',
      includeReceipt: true,
      includeApproval: true,
    });
    expect(isExpenseTemplateSettings(settings)).toBe(true);
    expect(settings).toMatchObject({ employeeName: '', department: '' });
  });

  it('takes the name and department of the sender profile', () => {
    const settings = createDefaultSettings(new Date('2025-06-10T00:00:00Z'), {
      personName: ' 佐藤 花子 ',
      department: '営業部',
    });
    expect(settings).toMatchObject({ employeeName: '佐藤 花子', department: '営業部' });
  });

  it('toggles categories in the fixed order of the list', () => {
    expect(toggleCategory(['books', 'transportation'], 'accommodation', true)).toEqual([
      'transportation',
      'accommodation',
      'books',
    ]);
    expect(toggleCategory(['transportation', 'books'], 'books', false)).toEqual(['transportation']);
    expect(toggleCategory([], 'training', false)).toEqual([]);
  });

  it.each([
    ['2025-01', true],
    ['2025-12', true],
    ['2025-13', false],
    ['2025-00', false],
    ['2025-1', false],
    ['', false],
  ])('month %j valid: %s', (month, expected) => {
    expect(isValidMonth(month)).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['defaults', createDefaultSettings(), true],
    ['null', null, false],
    ['an unknown category', { ...createDefaultSettings(), categories: ['travel'] }, false],
    ['a string flag', { ...createDefaultSettings(), includeReceipt: 'yes' }, false],
    ['another version', { ...createDefaultSettings(), version: 2 }, false],
  ])('stored %s → %s', (_label, value, expected) => {
    expect(isExpenseTemplateSettings(value)).toBe(expected);
  });
});
