import type { BusinessDocument } from './businessDocument';
import { allMatches } from './allMatches';
import {
  buildDocumentIndexCsv,
  containsPattern,
  EMPTY_SEARCH,
  matchesSearch,
  searchKey,
  searchLocally,
} from './searchDocuments';

const doc = (overrides: Partial<BusinessDocument>): BusinessDocument => ({
  id: 'x',
  kind: 'invoice',
  number: '20261210-001',
  title: 'Web制作',
  client: '株式会社サンプル商事 御中',
  data: {},
  transaction_date: '2026-12-10',
  amount: 220000,
  status: 'issued',
  version: 1,
  cancel_reason: null,
  created_at: '2026-11-26T00:00:00Z',
  updated_at: '2026-11-26T00:00:00Z',
  ...overrides,
});

describe('matchesSearch', () => {
  const target = doc({});
  it.each([
    ['nothing', {}, true],
    ['date in range', { dateFrom: '2026-12-01', dateTo: '2026-12-31' }, true],
    ['date on both bounds', { dateFrom: '2026-12-10', dateTo: '2026-12-10' }, true],
    ['date before the range', { dateFrom: '2026-12-11' }, false],
    ['date after the range', { dateTo: '2026-12-09' }, false],
    ['amount in range', { amountMin: 200000, amountMax: 220000 }, true],
    ['amount below', { amountMin: 220001 }, false],
    ['amount above', { amountMax: 219999 }, false],
    ['client, part of the name', { client: 'サンプル' }, true],
    ['client, full-width letters typed', { client: 'ｻﾝﾌﾟﾙ' }, true],
    ['client, another one', { client: '別会社' }, false],
    ['all three together', { dateFrom: '2026-12-01', amountMin: 100000, client: '商事' }, true],
    [
      'all three, one failing',
      { dateFrom: '2026-12-01', amountMin: 300000, client: '商事' },
      false,
    ],
  ])('%s', (_name, criteria, expected) => {
    expect(matchesSearch(target, { ...EMPTY_SEARCH, ...criteria })).toBe(expected);
  });

  it('a document without a date or amount is found only when that criterion is open', () => {
    const undated = doc({ transaction_date: null, amount: null });
    expect(matchesSearch(undated, EMPTY_SEARCH)).toBe(true);
    expect(matchesSearch(undated, { ...EMPTY_SEARCH, dateFrom: '2000-01-01' })).toBe(false);
    expect(matchesSearch(undated, { ...EMPTY_SEARCH, amountMax: 1 })).toBe(false);
  });
});

describe('buildDocumentIndexCsv', () => {
  it('writes the search keys first, with a BOM and guarded text', () => {
    const csv = buildDocumentIndexCsv(
      [doc({ client: '=HYPERLINK("x") 御中', status: 'cancelled', cancel_reason: '発注取消' })],
      {
        transaction_date: '取引年月日',
        amount: '取引金額',
        client: '取引先',
        kind: '書類',
        number: '番号',
        title: '件名',
        status: '状態',
        version: '版',
        cancel_reason: '取消理由',
        updated: '更新日時',
      },
      { kind: () => '請求書', status: (status) => (status === 'cancelled' ? '取消' : '発行済み') },
    );
    expect(csv.startsWith('\uFEFF取引年月日,取引金額,取引先,')).toBe(true);
    // 更新日時 in Japan's time: 2026-11-26T00:00Z is 09:00 there.
    expect(csv).toContain(
      `2026-12-10,220000,"'=HYPERLINK(""x"") 御中",請求書,20261210-001,Web制作,取消,1,発注取消,2026-11-26 09:00:00\r\n`,
    );
  });
});

describe('the search as the database runs it', () => {
  it.each([
    ['ｻﾝﾌﾟﾙ 商事', 'サンプル商事'],
    ['ＡＢＣ　Trading', 'abctrading'],
    ['山田 太郎 様', '山田太郎様'],
  ])('folds %s to %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it.each([
    ['abc', '%abc%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('matches %s anywhere, its wildcards taken literally', (key, pattern) => {
    expect(containsPattern(key)).toBe(pattern);
  });

  it('pages locally as the database does: newest change first, the id settling ties', () => {
    const documents = [
      doc({ id: 'a', updated_at: '2026-01-01T00:00:00Z' }),
      doc({ id: 'b', updated_at: '2026-01-02T00:00:00Z' }),
      doc({ id: 'c', updated_at: '2026-01-02T00:00:00Z' }),
    ];
    const page = searchLocally(documents, EMPTY_SEARCH, { offset: 1, limit: 1 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.id)).toEqual(['b']);
  });
});

describe('allMatches', () => {
  it('reads every match, a thousand a request, past the first thousand', async () => {
    const rows = Array.from({ length: 2345 }, (_, index) => doc({ id: String(index) }));
    const requests: number[] = [];
    const all = await allMatches(
      {
        async search(criteria, page) {
          requests.push(page.offset);
          return { ok: true, data: searchLocally(rows, criteria, page) };
        },
      },
      EMPTY_SEARCH,
    );
    expect(all.ok && all.data).toHaveLength(2345);
    expect(requests).toEqual([0, 1000, 2000]);
  });
});
