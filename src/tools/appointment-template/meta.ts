import { defineTool } from '../types';

export const meta = defineTool({
  id: 'appointment-template',
  category: 'business',
  order: 180,
  icon: () => import('lucide-react/icons/calendar-clock'),
  name: { ja: 'アポイント依頼メール', en: 'Appointment Request Emails' },
  description: {
    ja: '候補日時を曜日付きで並べた日程調整メールを作成し、カレンダーにも登録できます。',
    en: 'Write a meeting request listing candidate times with weekdays, and add it to a calendar.',
  },
  load: () => import('./AppointmentTemplateTool'),
});
