import { defineTool } from '../types';

export const meta = defineTool({
  id: 'color-code',
  category: 'utility',
  icon: '🎨',
  name: { ja: 'カラーコード変換', en: 'Color Code Converter' },
  description: {
    ja: 'HEX・RGB・HSL・CMYK を相互変換。コントラスト比もその場で確認できます。',
    en: 'Convert between HEX, RGB, HSL and CMYK and check WCAG contrast ratios.',
  },
  keywords: {
    ja: [
      'からーこーど',
      'いろ',
      '色',
      'カラー',
      '16進数',
      'カラーピッカー',
      'コントラスト',
      'アクセシビリティ',
      'ウェブカラー',
      '配色',
    ],
    en: ['color', 'colour', 'hex', 'rgb', 'hsl', 'cmyk', 'picker', 'contrast', 'wcag'],
  },
  load: () => import('./ColorCodeTool'),
});
