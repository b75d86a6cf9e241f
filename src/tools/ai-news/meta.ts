import { defineTool } from '../types';

export const meta = defineTool({
  id: 'ai-news',
  category: 'utility',
  order: 130,
  icon: () => import('lucide-react/icons/newspaper'),
  name: { ja: 'AIニュース', en: 'AI News' },
  description: {
    ja: 'note に投稿された AI 関連の最新記事をまとめて確認できます。',
    en: 'Catch up on the latest AI articles posted on note.',
  },
  load: () => import('./AiNewsTool'),
  needsNetwork: true,
});
