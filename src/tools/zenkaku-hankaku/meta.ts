import { defineTool } from '../types';

export const meta = defineTool({
  id: 'zenkaku-hankaku',
  category: 'text',
  order: 35,
  icon: () => import('lucide-react/icons/case-sensitive'),
  name: { ja: '全角・半角変換', en: 'Full-width / Half-width Converter' },
  description: {
    ja: '英数字・カタカナ・記号を選んで、全角と半角を相互に変換します。半角カタカナの濁点もまとめて変換します。',
    en: 'Convert letters, digits, katakana and symbols between full width and half width, each kind chosen separately.',
  },
  load: () => import('./ZenkakuHankakuTool'),
});
