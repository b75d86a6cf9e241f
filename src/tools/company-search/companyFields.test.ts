import type { CompanyResult } from '../../../supabase/functions/company-search/contract';
import { companyFieldRows, formatEstablished, safeExternalUrl } from './companyFields';

const t = (key: string, values: Record<string, string | number> = {}) =>
  `${key}:${Object.values(values).join(',')}`;

const base: CompanyResult = {
  company_name: 'トヨタ自動車株式会社',
  company_name_en: 'Toyota Motor Corporation',
  headquarters: '愛知県豊田市',
  established_date: '1937',
  representative: null,
  phone_number: null,
  capital: null,
  listing_exchange: '東京証券取引所',
  ticker: '7203',
  listing_date: null,
  employees: null,
  average_salary: null,
  homepage_url: 'https://global.toyota/',
  recruitment_url: 'javascript:alert(1)',
  business_description: [],
  recent_news: [],
  sources: [],
};

describe('safeExternalUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>', null],
    ['mailto:a@example.com', null],
    ['//example.com', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });
});

describe('companyFieldRows', () => {
  it('shows every field present, in order, and drops unsafe links', () => {
    expect(companyFieldRows(base, 'ja', t)).toEqual([
      { key: 'company_name_en', kind: 'text', text: 'Toyota Motor Corporation' },
      { key: 'headquarters', kind: 'text', text: '愛知県豊田市' },
      { key: 'established_date', kind: 'text', text: 'result.year:1937' },
      { key: 'listing', kind: 'text', text: '東京証券取引所 (7203)' },
      {
        key: 'homepage_url',
        kind: 'link',
        href: 'https://global.toyota/',
        text: 'https://global.toyota/',
      },
    ]);
  });

  it('formats numbers and keeps provider text as written', () => {
    const rows = companyFieldRows(
      {
        ...base,
        capital: 635401000000,
        employees: '約7万人',
        average_salary: 8_950_000,
        representative: '代表取締役 見本 太郎',
      },
      'ja',
      t,
    );
    expect(rows).toContainEqual({
      key: 'capital',
      kind: 'text',
      text: 'result.yen:635,401,000,000',
    });
    expect(rows).toContainEqual({ key: 'employees', kind: 'text', text: '約7万人' });
    expect(rows).toContainEqual({
      key: 'average_salary',
      kind: 'text',
      text: 'result.yen:8,950,000',
    });
    expect(rows).toContainEqual({
      key: 'representative',
      kind: 'text',
      text: '代表取締役 見本 太郎',
    });
  });

  it('omits blank and missing values', () => {
    const empty = {
      ...base,
      company_name_en: null,
      headquarters: '  ',
      established_date: null,
      listing_exchange: null,
      ticker: null,
      homepage_url: null,
    };
    expect(companyFieldRows(empty, 'ja', t)).toEqual([]);
  });
});

describe('formatEstablished', () => {
  it.each([
    ['1937', 'ja', 'result.year:1937'],
    ['1937-08-28', 'ja', '1937年8月28日'],
    ['1937-08-28', 'en', 'August 28, 1937'],
    ['昭和12年', 'ja', '昭和12年'],
    [null, 'ja', null],
  ] as const)('%s (%s) → %s', (value, language, expected) => {
    expect(formatEstablished(value, language, t)).toBe(expected);
  });
});
