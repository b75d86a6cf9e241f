import { defineTool } from '../types';

export const meta = defineTool({
  id: 'diff-checker',
  category: 'text',
  order: 20,
  icon: () => import('lucide-react/icons/file-diff'),
  name: { ja: 'テキスト差分チェッカー', en: 'Diff Checker' },
  description: {
    ja: '2つの文章を比べて、追加・削除・変更された箇所を行ごとに表示します。',
    en: 'Compare two texts and see added, removed and changed lines at a glance.',
  },
  load: () => import('./DiffCheckerTool'),
});
