import { defineTool } from '../types';

export const meta = defineTool({
  id: 'char-counter',
  category: 'text',
  order: 10,
  icon: () => import('lucide-react/icons/letter-text'),
  name: { ja: '文字数カウント', en: 'Character Counter' },
  description: {
    ja: '文字数・行数・単語数・バイト数に加え、原稿用紙の枚数やXの文字数も数えます。',
    en: 'Count characters, lines, words and bytes, plus manuscript pages and X post length.',
  },
  load: () => import('./CharCounterTool'),
});
