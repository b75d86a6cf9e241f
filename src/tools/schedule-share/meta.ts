import { defineTool } from '../types';

export const meta = defineTool({
  id: 'schedule-share',
  category: 'business',
  order: 190,
  icon: () => import('lucide-react/icons/calendar-check'),
  name: { ja: '日程調整', en: 'Schedule Poll' },
  description: {
    ja: '候補日時を共有し、ログイン不要で出欠を集められます',
    en: 'Share candidate dates and collect answers, no account needed',
  },
  load: () => import('./ScheduleShareTool'),
  routes: [
    { path: '/schedule-share/:shareId', frame: 'none', load: () => import('./SharedSchedulePage') },
  ],
  needsNetwork: true,
});
