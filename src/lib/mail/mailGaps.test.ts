import {
  collectGaps,
  gapMarker,
  GAP_MARKER_PATTERN,
  hasJapaneseScript,
  isGapMarker,
  openGaps,
} from './mailGaps';

describe('gapMarker', () => {
  it.each([
    ['ja', 'ご依頼の内容をご記入ください', '（ご依頼の内容をご記入ください）'],
    ['en', 'Write your request here', '[Write your request here]'],
  ] as const)('in %s: %s → %s', (language, instruction, marker) => {
    expect(gapMarker(language, instruction)).toBe(marker);
    expect(isGapMarker(marker, language)).toBe(true);
    expect(`前\n${marker}\n後`.match(GAP_MARKER_PATTERN[language])).toEqual([marker]);
  });

  it('tells a placeholder from text in brackets', () => {
    expect(isGapMarker('（株）サンプル', 'ja')).toBe(false);
    expect(isGapMarker('[Write here] and more', 'en')).toBe(false);
  });
});

describe('hasJapaneseScript', () => {
  it.each([
    ['田中', true],
    ['たなか', true],
    ['タナカ', true],
    ['ー', true],
    ['Tanaka（ABC）', true],
    ['Tanaka 「ABC」', true],
    ['Ichiro Tanaka', false],
    ['Café Müller & Co., Ltd.', false],
    ['+81 3-1234-5678', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(hasJapaneseScript(text)).toBe(expected);
  });
});

describe('collectGaps', () => {
  it('writes a required blank field as a placeholder and records it once', () => {
    const gaps = collectGaps('ja');
    expect(gaps.value('body', '  ', { blank: 'ご依頼の内容をご記入ください' })).toBe(
      '（ご依頼の内容をご記入ください）',
    );
    gaps.value('body', '', { blank: 'ご依頼の内容をご記入ください' });
    expect(gaps.gaps).toEqual([
      { field: 'body', reason: 'blank', marker: '（ご依頼の内容をご記入ください）' },
    ]);
  });

  it('leaves an optional blank field out, and keeps a typed one as typed', () => {
    const gaps = collectGaps('ja');
    expect(gaps.value('note', '', {})).toBe('');
    expect(gaps.value('note', ' 本文\r\n二行目 ', { blank: 'x' })).toBe('本文\n二行目');
    expect(gaps.gaps).toEqual([]);
  });

  it('never puts Japanese in an English mail', () => {
    const gaps = collectGaps('en');
    expect(gaps.value('subject', '見積書送付', { notEnglish: 'Subject in English' })).toBe(
      '[Subject in English]',
    );
    expect(gaps.value('subject', 'the quotation', { notEnglish: 'Subject in English' })).toBe(
      'the quotation',
    );
    expect(gaps.gaps).toEqual([
      { field: 'subject', reason: 'notEnglish', marker: '[Subject in English]' },
    ]);
    // Japanese is fine in a Japanese mail.
    expect(collectGaps('ja').value('subject', '見積書送付', { notEnglish: 'x' })).toBe(
      '見積書送付',
    );
  });
});

describe('openGaps', () => {
  it('keeps the gaps whose placeholder is still in the mail', () => {
    const gap = { field: 'body', reason: 'blank', marker: '（本文をご記入ください）' } as const;
    expect(openGaps([gap], { subject: '', body: `前\n${gap.marker}` })).toEqual([gap]);
    expect(openGaps([gap], { subject: '', body: '書き換えた本文' })).toEqual([]);
    expect(openGaps(undefined, { subject: '', body: '' })).toEqual([]);
  });
});
