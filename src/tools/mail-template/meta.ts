import { defineTool } from '../types';

export const meta = defineTool({
  id: 'mail-template',
  category: 'business',
  icon: '✉️',
  name: { ja: 'ビジネスメールテンプレート', en: 'Business Mail Templates' },
  description: {
    ja: '依頼・お礼・お詫びなど、場面に合った丁寧なビジネスメールをすぐに作成できます。',
    en: 'Write polite business mails for requests, thanks, apologies and more in seconds.',
  },
  keywords: {
    ja: [
      'めーる',
      'びじねすめーる',
      'てんぷれーと',
      '例文',
      'れいぶん',
      '文例',
      '依頼',
      'お礼',
      'お詫び',
      '確認',
      '報告',
      'リマインド',
      '催促',
      '敬語',
      'けいご',
    ],
    en: ['email', 'mail', 'template', 'business email', 'request', 'thanks', 'apology', 'reminder'],
  },
  load: () => import('./MailTemplateTool'),
});
