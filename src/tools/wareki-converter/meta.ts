import { defineTool } from '../types';

export const meta = defineTool({
  id: 'wareki-converter',
  category: 'utility',
  order: 115,
  icon: () => import('lucide-react/icons/calendar-range'),
  name: { ja: '和暦・西暦変換', en: 'Japanese Era Converter' },
  description: {
    ja: '西暦と和暦（明治〜令和）を相互に変換し、年齢と干支も表示します。',
    en: 'Convert between Western dates and Japanese eras, with age and zodiac year.',
  },
  load: () => import('./WarekiConverterTool'),
});
