import { defineTool } from '../types';

export const meta = defineTool({
  id: 'book-concierge',
  category: 'business',
  order: 250,
  icon: () => import('lucide-react/icons/book-open'),
  name: { ja: 'AI書籍コンシェルジュ', en: 'AI Book Concierge' },
  description: {
    ja: '分野・レベル・目的・予算から、学びに合う本を理由付きで提案します',
    en: 'Book recommendations with reasons, by field, level, purpose and budget',
  },
  load: () => import('./BookConciergeTool'),
  routes: [
    { path: '/book-concierge/history', frame: 'tool' },
    { path: '/book-bookmark/:shareId', frame: 'none', load: () => import('./BookBookmarkPage') },
  ],
  needsNetwork: true,
});
