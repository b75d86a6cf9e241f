import { defineTool } from '../types';

export const meta = defineTool({
  id: 'reverse-time-calculator',
  category: 'utility',
  order: 110,
  icon: () => import('lucide-react/icons/alarm-clock'),
  name: { ja: '逆算タイムプランナー', en: 'Reverse Time Planner' },
  description: {
    ja: '到着時刻から準備や移動の時間を逆算し、何時に始めればよいかを出します。',
    en: 'Work back from your arrival time to find when to start preparing and leave.',
  },
  load: () => import('./ReverseTimeCalculatorTool'),
});
