import { defineTool } from '../types';

export const meta = defineTool({
  id: 'business-days',
  category: 'business',
  order: 145,
  icon: () => import('lucide-react/icons/calendar-days'),
  name: { ja: '営業日計算', en: 'Business Day Calculator' },
  description: {
    ja: '土日・祝日・年末年始・自社の休業日を除いて、何営業日後の日付や期間の営業日数、「月末締め翌月末払い」などの支払期日を計算します。',
    en: 'Add or count business days skipping weekends, Japanese holidays and your own days off, and work out payment due dates such as end-of-month closing.',
  },
  load: () => import('./BusinessDaysTool'),
});
