import { groupByCategory } from './categoryGroups';
import { normalizeForSearch, searchTools, type KeywordIndex } from './search';
import { defineTool, type ToolDefinition } from './types';

const load = async () => ({ default: () => null });

const FIXTURE: ToolDefinition[] = [
  defineTool({
    id: 'json-tool',
    category: 'text',
    order: 10,
    icon: () => import('lucide-react/icons/braces'),
    name: { ja: 'JSONフォーマッター', en: 'JSON Formatter' },
    description: { ja: 'JSONを整形・圧縮・検証します', en: 'Format, minify and validate JSON' },
    load,
  }),
  defineTool({
    id: 'char-counter',
    category: 'text',
    order: 20,
    icon: () => import('lucide-react/icons/letter-text'),
    name: { ja: '文字数カウント', en: 'Character Counter' },
    description: { ja: 'テキストの文字数やバイト数を数えます', en: 'Count characters and bytes' },
    load,
  }),
  defineTool({
    id: 'quote-generator',
    category: 'business',
    order: 30,
    icon: () => import('lucide-react/icons/file-pen'),
    name: { ja: '見積書作成', en: 'Quote Maker' },
    description: { ja: '見積書をPDFとCSVで作成します', en: 'Create quotes as PDF and CSV' },
    load,
  }),
];

const KEYWORDS: KeywordIndex = {
  'json-tool': { ja: ['せいけい'], en: ['pretty print'] },
  'char-counter': { ja: ['もじすう', 'カウンター'], en: ['word count'] },
  'quote-generator': { ja: ['みつもり', 'バイト'], en: ['estimate', 'invoice'] },
};

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
    expect(ids(searchTools(FIXTURE, query, 'ja', KEYWORDS))).toEqual(expected);
  });

  it('keeps kana marks: ハイト does not find バイト', () => {
    expect(ids(searchTools(FIXTURE, 'ハイト', 'ja', KEYWORDS))).toEqual([]);
  });

  it('matches English descriptions in English and Japanese names from either language', () => {
    expect(ids(searchTools(FIXTURE, 'minify', 'en', KEYWORDS))).toEqual(['json-tool']);
    expect(ids(searchTools(FIXTURE, 'minify', 'ja', KEYWORDS))).toEqual([]);
    expect(ids(searchTools(FIXTURE, '見積書作成', 'en', KEYWORDS))).toEqual(['quote-generator']);
  });

  it('matches names and descriptions before the keywords have loaded', () => {
    expect(ids(searchTools(FIXTURE, '文字数', 'ja'))).toEqual(['char-counter']);
    expect(ids(searchTools(FIXTURE, 'もじすう', 'ja'))).toEqual([]);
  });

  it('returns nothing for an unmatched query', () => {
    expect(searchTools(FIXTURE, 'zzzz', 'ja', KEYWORDS)).toEqual([]);
    expect(searchTools(FIXTURE, 'json 見積', 'ja', KEYWORDS)).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('orders groups by category and keeps registry order inside each, dropping empty ones', () => {
    const business = FIXTURE[2]!;
    const groups = groupByCategory([business, ...FIXTURE.slice(0, 2)]);
    expect(groups.map((group) => [group.category, ids(group.tools)])).toEqual([
      ['text', ['json-tool', 'char-counter']],
      ['business', ['quote-generator']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
