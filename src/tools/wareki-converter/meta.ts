import { defineTool } from '../types';

export const meta = defineTool({
  id: 'wareki-converter',
  category: 'utility',
  order: 115,
  icon: () => import('lucide-react/icons/calendar-range'),
  name: { ja: '和暦・西暦変換', en: 'Japanese Era Converter' },
  description: {
    ja: '西暦と和暦（明治〜令和）を相互に変換し、その日に生まれた方の満年齢と干支も表示します。元年や改元日にも正しく対応します。',
    en: 'Convert between Western dates and Japanese eras (Meiji to Reiwa), with the age of someone born that day and the zodiac year.',
  },
  load: () => import('./WarekiConverterTool'),
});
