import { defineTool } from '../types';

export const meta = defineTool({
  id: 'mail-template',
  category: 'business',
  order: 160,
  icon: () => import('lucide-react/icons/mail'),
  name: { ja: 'ビジネスメールテンプレート', en: 'Business Email Templates' },
  description: {
    ja: '依頼・お礼・お詫びなど、場面に合った丁寧なビジネスメールをすぐに作成できます。',
    en: 'Write polite business emails for requests, thanks, apologies and more in seconds.',
  },
  load: () => import('./MailTemplateTool'),
});
