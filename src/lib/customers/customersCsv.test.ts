import { buildCustomersCsv, parseCsv, parseCustomersCsv, planCustomerImport } from './customersCsv';

describe('customers CSV', () => {
  const customers = [
    {
      name: '株式会社サンプル商事',
      honorific: 'onchu' as const,
      postalCode: '100-0001',
      address: '東京都千代田区千代田1-1\nサンプルビル3階',
      person: '山田 "太郎"',
      email: 'yamada@example.com',
      department: '営業部',
    },
    {
      name: '=SUM(A1)',
      honorific: 'sama' as const,
      postalCode: '',
      address: '',
      person: '',
      email: '',
      department: '',
    },
  ];

  it('writes a BOM, a heading row, quoted fields and guarded formulas', () => {
    const csv = buildCustomersCsv(customers);
    expect(csv.startsWith('\uFEFF取引先名,敬称,郵便番号,住所,担当者,メールアドレス,部署\r\n')).toBe(
      true,
    );
    expect(csv).toContain('"東京都千代田区千代田1-1\nサンプルビル3階","山田 ""太郎"""');
    expect(csv).toContain("'=SUM(A1),様,,,,,\r\n");
  });

  it('reads back what it writes', () => {
    expect(parseCustomersCsv(buildCustomersCsv(customers))).toEqual({
      customers,
      skipped: 0,
      headed: true,
    });
  });

  it('finds columns by heading, in any order, and skips rows without a name', () => {
    const text = '担当者,取引先名,敬称\n佐藤,株式会社A,様\n鈴木,,御中\r\n';
    expect(parseCustomersCsv(text)).toEqual({
      customers: [
        {
          name: '株式会社A',
          honorific: 'sama',
          postalCode: '',
          address: '',
          department: '',
          person: '佐藤',
          email: '',
        },
      ],
      skipped: 1,
      headed: true,
    });
  });

  it('says when no column is headed 取引先名', () => {
    expect(parseCustomersCsv('name,address\nA,B\n')).toMatchObject({
      customers: [],
      headed: false,
    });
  });

  it('plans an import: what is added, what is left out and why', () => {
    const text =
      '取引先名,敬称\n株式会社A,御中\n,様\n株式会社Ｂ,御中\n株式会社C,御中\n株式会社C,様\n';
    const same = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');
    const plan = planCustomerImport(text, ['株式会社B'], same);
    expect(plan.add.map((customer) => customer.name)).toEqual(['株式会社A', '株式会社C']);
    expect(plan.skipped).toEqual({ noName: 1, alreadySaved: 1, repeated: 1 });
  });

  it.each([
    [
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['"a,b",c\n', [['a,b', 'c']]],
    ['"line\r\nbreak",x', [['line\r\nbreak', 'x']]],
    ['a,\n,\n', [['a', '']]],
    ['', []],
  ])('parseCsv(%j)', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});
