import { COMMON_PRESETS, JAPANESE_PRESETS, type RegexPreset } from './presets';

const all = [...COMMON_PRESETS, ...JAPANESE_PRESETS];
const find = (id: string) => all.find((preset) => preset.id === id) as RegexPreset;
const matchesOf = (id: string, text: string) => {
  const preset = find(id);
  const regex = new RegExp(preset.pattern, `g${preset.addFlags ?? ''}`);
  return [...text.matchAll(regex)].map((m) => m[0]);
};

describe('presets', () => {
  it('offers the six common patterns of the spec and three Japanese ones', () => {
    expect(COMMON_PRESETS.map((p) => p.id)).toEqual([
      'email',
      'url',
      'phone',
      'postal_code',
      'date',
      'digits',
    ]);
    expect(JAPANESE_PRESETS.map((p) => p.id)).toEqual(['katakana', 'full_width', 'jp_phone']);
  });

  it.each(all.map((preset) => [preset.id, preset] as const))(
    '%s compiles with no flag, with u and with v',
    (_id, preset) => {
      for (const flags of ['g', 'gu', 'gv']) {
        expect(() => new RegExp(preset.pattern, flags)).not.toThrow();
      }
    },
  );

  it.each([
    ['email', 'mail: info@example.co.jp, a.b+c@x-y.com', ['info@example.co.jp', 'a.b+c@x-y.com']],
    [
      'url',
      '見て https://example.com/a?b=1#c と http://x.jp',
      ['https://example.com/a?b=1#c', 'http://x.jp'],
    ],
    ['phone', '03-1234-5678 と 090-1234-5678 と 1-2-3', ['03-1234-5678', '090-1234-5678']],
    ['postal_code', '〒100-0001 と 1000001 と 03-1234-5678', ['100-0001']],
    [
      'date',
      '2025-04-01 2025-13-01 2025-02-30 12025-01-01 2024-02-29',
      ['2025-04-01', '2024-02-29'],
    ],
    ['digits', '123\r\nabc\n45', ['123', '45']],
    ['katakana', 'テストとデータ・ベース', ['テスト', 'データ', 'ベース']],
    ['full_width', 'abc日本語ＡＢＣｱｲｳ', ['日本語ＡＢＣ']],
    [
      'jp_phone',
      '03-1234-5678、09012345678、0120-123-456、+81-3-1234-5678',
      ['03-1234-5678', '09012345678', '0120-123-456', '+81-3-1234-5678'],
    ],
  ])('%s finds what it should', (id, text, expected) => {
    expect(matchesOf(id, text)).toEqual(expected);
  });
});
