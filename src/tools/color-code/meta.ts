import { defineTool } from '../types';

export const meta = defineTool({
  id: 'color-code',
  category: 'utility',
  order: 100,
  icon: () => import('lucide-react/icons/palette'),
  name: { ja: 'カラーコード変換', en: 'Color Code Converter' },
  description: {
    ja: 'HEX・RGB・HSL・CMYK を相互変換。コントラスト比もその場で確認できます。',
    en: 'Convert between HEX, RGB, HSL and CMYK and check WCAG contrast ratios.',
  },
  load: () => import('./ColorCodeTool'),
});
