import { formatDocumentDate } from './formatDocumentDate';

describe('formatDocumentDate', () => {
  it.each<[string, 'ja' | 'en', boolean, string]>([
    ['2025-01-05', 'ja', false, '2025年1月5日'],
    ['2025-01-05', 'ja', true, '2025年1月5日（日）'],
    ['2024-02-29', 'ja', false, '2024年2月29日'],
    ['2025-12-31', 'en', false, 'December 31, 2025'],
    ['2025-01-05', 'en', true, 'Sun, January 5, 2025'],
    ['', 'ja', false, ''],
    ['2025-02-30', 'ja', false, ''],
    ['2025/01/05', 'ja', false, ''],
    ['not a date', 'en', false, ''],
  ])('%s in %s (weekday %s) → %s', (date, language, weekday, expected) => {
    expect(formatDocumentDate(date, language, { weekday })).toBe(expected);
  });
});
