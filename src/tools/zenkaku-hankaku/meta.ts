import { defineTool } from '../types';

export const meta = defineTool({
  id: 'zenkaku-hankaku',
  category: 'text',
  order: 35,
  icon: () => import('lucide-react/icons/case-sensitive'),
  name: { ja: '全角・半角変換', en: 'Full/Half-width Converter' },
  description: {
    ja: '英数字・カタカナ・記号ごとに全角と半角を変換します。',
    en: 'Convert letters, katakana and symbols between full and half width.',
  },
  load: () => import('./ZenkakuHankakuTool'),
});
