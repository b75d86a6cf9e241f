import {
  fillSubject,
  fillTemplate,
  placeholderNames,
  TemplateSyntaxError,
  type TemplateValues,
} from './fillTemplate';

describe('fillTemplate', () => {
  const cases: { name: string; template: string; values: TemplateValues; expected: string }[] = [
    {
      name: 'fills placeholders',
      template: '{company}\n{name}様',
      values: { company: 'ABC株式会社', name: '山田' },
      expected: 'ABC株式会社\n山田様',
    },
    {
      name: 'drops a line whose value is missing',
      template: '{company}\n{name}様',
      values: { name: '山田' },
      expected: '山田様',
    },
    {
      name: 'treats white space only as missing',
      template: '{company}\n{name}様',
      values: { company: '  \n ', name: '山田' },
      expected: '山田様',
    },
    {
      name: 'uses the fallback when the value is missing',
      template: '{name|ご担当者}様',
      values: {},
      expected: 'ご担当者様',
    },
    {
      name: 'prefers the value over the fallback',
      template: '{name|ご担当者}様',
      values: { name: '佐藤' },
      expected: '佐藤様',
    },
    {
      name: 'leaves out an optional part when its value is missing',
      template: '[{company}の]{name}でございます。',
      values: { name: '田中' },
      expected: '田中でございます。',
    },
    {
      name: 'keeps an optional part when its value is present',
      template: '[{company}の]{name}でございます。',
      values: { company: '株式会社XYZ', name: '田中' },
      expected: '株式会社XYZの田中でございます。',
    },
    {
      name: 'drops the line when a required value outside the optional part is missing',
      template: '[{company}の]{name}でございます。',
      values: { company: '株式会社XYZ' },
      expected: '',
    },
    {
      name: 'keeps a {?x} line only when x is present',
      template:
        '{?date}ご都合が合わない場合はお知らせください。\n{!date}ご都合をお知らせください。',
      values: { date: '12月3日' },
      expected: 'ご都合が合わない場合はお知らせください。',
    },
    {
      name: 'keeps a {!x} line only when x is missing',
      template:
        '{?date}ご都合が合わない場合はお知らせください。\n{!date}ご都合をお知らせください。',
      values: {},
      expected: 'ご都合をお知らせください。',
    },
    {
      name: 'collapses paragraph breaks left by omitted lines and trims the ends',
      template: '\n\n{a}\n\n{missing}\n\n\n{b}\n\n{missing}\n\n',
      values: { a: 'A', b: 'B' },
      expected: 'A\n\nB',
    },
    {
      name: 'inserts multi-line values whole, keeping their blank lines',
      template: '前\n\n{body}\n\n後',
      values: { body: '一行目\r\n\r\n三行目' },
      expected: '前\n\n一行目\n\n三行目\n\n後',
    },
    {
      name: 'never interprets braces, brackets or replacement patterns in values',
      template: '{a} / {b}',
      values: { a: '{b} [x] {?b}', b: "$& $1 $$ $' ||" },
      expected: "{b} [x] {?b} / $& $1 $$ $' ||",
    },
    {
      name: 'keeps emoji and other astral characters intact',
      template: '{a}様',
      values: { a: '𠮷野🙇‍♂️' },
      expected: '𠮷野🙇‍♂️様',
    },
    {
      name: 'handles a huge value',
      template: '{a}',
      values: { a: 'あ'.repeat(100_000) },
      expected: 'あ'.repeat(100_000),
    },
    {
      name: 'renders an empty template as empty text',
      template: '',
      values: {},
      expected: '',
    },
  ];

  it.each(cases)('$name', ({ template, values, expected }) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });

  it.each([
    ['{unclosed', 'unclosed {'],
    ['stray }', 'stray }'],
    ['[a [b]]', 'nested ['],
    ['stray ]', 'stray ]'],
    ['[unclosed', 'unclosed ['],
    ['{1bad}', 'bad placeholder'],
    ['{?a|x}', 'takes no fallback'],
  ])('rejects the bad template %s', (template, message) => {
    expect(() => fillTemplate(template, {})).toThrow(TemplateSyntaxError);
    expect(() => fillTemplate(template, {})).toThrow(message);
  });
});

describe('fillSubject', () => {
  it.each([
    ['【ご依頼】{s}\nご依頼の件', { s: '資料送付' }, '【ご依頼】資料送付'],
    ['【ご依頼】{s}\nご依頼の件', {}, 'ご依頼の件'],
    ['{s}', { s: '一行目\r\n二行目' }, '一行目 二行目'],
    ['{s}', {}, ''],
  ] as const)('%s with %o gives %s', (template, values, expected) => {
    expect(fillSubject(template, values)).toBe(expected);
  });
});

describe('placeholderNames', () => {
  it('lists every name once, in order of first use', () => {
    expect(placeholderNames('{b} [{a}の]{?c}\n{!b}{d|x}')).toEqual(['b', 'a', 'c', 'd']);
  });
});
