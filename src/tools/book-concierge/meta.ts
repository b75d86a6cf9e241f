import { defineTool } from '../types';

export const meta = defineTool({
  id: 'book-concierge',
  category: 'business',
  icon: '📚',
  name: { ja: 'AI書籍コンシェルジュ', en: 'AI Book Concierge' },
  description: {
    ja: '分野・レベル・目的・予算から、学びに合う本を理由付きで提案します',
    en: 'Book recommendations with reasons, by field, level, purpose and budget',
  },
  keywords: {
    ja: [
      'ほん',
      'しょせき',
      '本',
      '書籍',
      'おすすめ',
      '推薦',
      '読書',
      'どくしょ',
      '勉強',
      '参考書',
      'ブックマーク',
    ],
    en: ['book', 'books', 'recommendation', 'reading', 'study', 'learning', 'bookmark'],
  },
  load: () => import('./BookConciergeTool'),
  subPaths: ['history'],
  needsNetwork: true,
});
