import { defineTool } from '../types';

export const meta = defineTool({
  id: 'dummy-text',
  category: 'text',
  icon: '📝',
  name: { ja: 'ダミーテキスト生成', en: 'Dummy Text Generator' },
  description: {
    ja: 'レイアウト確認やテスト用に、日本語のビジネス文やLorem ipsumを指定の長さで作ります。',
    en: 'Create Japanese business prose or lorem ipsum of a chosen length for layouts and tests.',
  },
  keywords: {
    ja: [
      'だみーてきすと',
      'ダミー',
      'サンプル文章',
      'ぶんしょう',
      '仮文章',
      'かりぶんしょう',
      'ロレムイプサム',
      'lorem ipsum',
      'テキスト生成',
      '文字埋め',
    ],
    en: [
      'dummy text',
      'lorem ipsum',
      'placeholder text',
      'filler text',
      'sample text',
      'generator',
    ],
  },
  load: () => import('./DummyTextTool'),
});
