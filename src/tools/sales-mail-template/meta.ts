import { defineTool } from '../types';

export const meta = defineTool({
  id: 'sales-mail-template',
  category: 'business',
  order: 170,
  icon: () => import('lucide-react/icons/briefcase'),
  name: { ja: '営業メールテンプレート', en: 'Sales Email Templates' },
  description: {
    ja: '初回アプローチから打ち合わせ依頼、お礼、ご提案まで、営業メールをすぐに作成できます。',
    en: 'Write sales emails in seconds: first contact, follow-up, meeting request, thanks, proposal.',
  },
  load: () => import('./SalesMailTemplateTool'),
});
