import { defineTool } from '../types';

export const meta = defineTool({
  id: 'reverse-time-calculator',
  category: 'utility',
  icon: '⏰',
  name: { ja: '逆算タイムプランナー', en: 'Reverse Time Planner' },
  description: {
    ja: '到着時刻から準備や移動の時間を逆算し、何時に始めればよいかを出します。',
    en: 'Work back from your arrival time to find when to start preparing and leave.',
  },
  keywords: {
    ja: [
      'ぎゃくさん',
      'ぎゃくさんけいさん',
      '逆算',
      '到着時刻',
      '出発時刻',
      'しゅっぱつ',
      '何時に出る',
      '準備',
      '移動時間',
      'スケジュール',
      'タイムスケジュール',
    ],
    en: [
      'reverse time',
      'backward planning',
      'arrival time',
      'departure time',
      'schedule',
      'when to leave',
    ],
  },
  load: () => import('./ReverseTimeCalculatorTool'),
});
