import { defineTool } from '../types';

export const meta = defineTool({
  id: 'unit-converter',
  category: 'number',
  order: 50,
  icon: () => import('lucide-react/icons/ruler'),
  name: { ja: '単位変換', en: 'Unit Converter' },
  description: {
    ja: '長さ・重さ・温度・面積・容量・データ量・CSS 単位を変換。坪・畳・尺・合にも対応。',
    en: 'Convert length, weight, temperature, area, volume, data size and CSS units, including Japanese units.',
  },
  load: () => import('./UnitConverterTool'),
});
