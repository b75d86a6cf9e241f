import { defineTool } from '../types';

export const meta = defineTool({
  id: 'diff-checker',
  category: 'text',
  icon: '🔍',
  name: { ja: 'テキスト差分チェッカー', en: 'Diff Checker' },
  description: {
    ja: '2つの文章を比べて、追加・削除・変更された箇所を行ごとに表示します。',
    en: 'Compare two texts and see added, removed and changed lines at a glance.',
  },
  keywords: {
    ja: [
      'さぶん',
      'ひかく',
      'ちがい',
      '差分',
      '比較',
      '違い',
      '校正',
      'テキスト比較',
      'diff',
      'でぃふ',
    ],
    en: ['diff', 'compare', 'difference', 'text compare', 'changes', 'diffchecker'],
  },
  load: () => import('./DiffCheckerTool'),
});
