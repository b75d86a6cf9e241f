import { normalizeForSearch, searchTools } from './search';
import { defineTool, type ToolDefinition } from './types';

const load = async () => ({ default: () => null });

const FIXTURE: ToolDefinition[] = [
  defineTool({
    id: 'json-tool',
    category: 'text',
    icon: '🧾',
    name: { ja: 'JSONフォーマッター', en: 'JSON Formatter' },
    description: { ja: 'JSONを整形・圧縮・検証します', en: 'Format, minify and validate JSON' },
    keywords: { ja: ['せいけい'], en: ['pretty print'] },
    load,
  }),
  defineTool({
    id: 'char-counter',
    category: 'text',
    icon: '🔢',
    name: { ja: '文字数カウント', en: 'Character Counter' },
    description: { ja: 'テキストの文字数やバイト数を数えます', en: 'Count characters and bytes' },
    keywords: { ja: ['もじすう', 'カウンター'], en: ['word count'] },
    load,
  }),
  defineTool({
    id: 'quote-generator',
    category: 'business',
    icon: '📄',
    name: { ja: '見積書作成', en: 'Quote Maker' },
    description: { ja: '見積書をPDFとCSVで作成します', en: 'Create quotes as PDF and CSV' },
    keywords: { ja: ['みつもり', 'バイト'], en: ['estimate', 'invoice'] },
    load,
  }),
];

const ids = (tools: ToolDefinition[]) => tools.map((tool) => tool.id);

describe('normalizeForSearch', () => {
  it.each([
    ['ＪＳＯＮ', 'json'],
    ['ｶｳﾝﾀｰ', 'かうんたー'],
    ['バイト', 'ばいと'],
    ['ハイト', 'はいと'],
    ['Character', 'character'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('searchTools', () => {
  it.each([
    ['', ['json-tool', 'char-counter', 'quote-generator']],
    ['json', ['json-tool']],
    ['JSON', ['json-tool']],
    ['ｊｓｏｎ', ['json-tool']],
    ['文字数', ['char-counter']],
    ['もじすう', ['char-counter']],
    ['カウント', ['char-counter']],
    ['かうんと', ['char-counter']],
    ['見積', ['quote-generator']],
    ['バイト', ['char-counter', 'quote-generator']],
    ['estimate', ['quote-generator']],
    ['pdf csv', ['quote-generator']],
  ])('in Japanese, %j finds %j', (query, expected) => {
    expect(ids(searchTools(FIXTURE, query, 'ja'))).toEqual(expected);
  });

  it('keeps kana marks: ハイト does not find バイト', () => {
    expect(ids(searchTools(FIXTURE, 'ハイト', 'ja'))).toEqual([]);
  });

  it('matches English descriptions in English and Japanese names from either language', () => {
    expect(ids(searchTools(FIXTURE, 'minify', 'en'))).toEqual(['json-tool']);
    expect(ids(searchTools(FIXTURE, 'minify', 'ja'))).toEqual([]);
    expect(ids(searchTools(FIXTURE, '見積書作成', 'en'))).toEqual(['quote-generator']);
  });

  it('returns nothing for an unmatched query', () => {
    expect(searchTools(FIXTURE, 'zzzz', 'ja')).toEqual([]);
    expect(searchTools(FIXTURE, 'json 見積', 'ja')).toEqual([]);
  });
});
