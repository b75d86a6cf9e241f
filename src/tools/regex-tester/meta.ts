import { defineTool } from '../types';

export const meta = defineTool({
  id: 'regex-tester',
  category: 'utility',
  order: 70,
  icon: () => import('lucide-react/icons/regex'),
  name: { ja: '正規表現テスター', en: 'Regex Tester' },
  description: {
    ja: '正規表現の一致をその場でハイライト表示。グループの確認や置換のプレビューもできます。',
    en: 'Test regular expressions with live highlighting, capture groups and a replace preview.',
  },
  load: () => import('./RegexTesterTool'),
});
