import { defineTool } from '../types';

export const meta = defineTool({
  id: 'dummy-text',
  category: 'text',
  order: 30,
  icon: () => import('lucide-react/icons/pilcrow'),
  name: { ja: 'ダミーテキスト生成', en: 'Dummy Text Generator' },
  description: {
    ja: 'レイアウト確認やテスト用に、日本語のビジネス文やLorem ipsumを指定の長さで作ります。',
    en: 'Create Japanese business prose or lorem ipsum of a chosen length for layouts and tests.',
  },
  load: () => import('./DummyTextTool'),
});
