import { defineTool } from '../types';

export const meta = defineTool({
  id: 'business-days',
  category: 'business',
  order: 145,
  icon: () => import('lucide-react/icons/calendar-days'),
  name: { ja: '営業日計算', en: 'Business Day Calculator' },
  description: {
    ja: '土日・祝日・休業日を除く営業日の計算と、月末締めなどの支払期日を求めます。',
    en: 'Add or count business days and find payment due dates, skipping weekends and holidays.',
  },
  load: () => import('./BusinessDaysTool'),
});
