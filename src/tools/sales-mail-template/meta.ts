import { defineTool } from '../types';

export const meta = defineTool({
  id: 'sales-mail-template',
  category: 'business',
  icon: '💼',
  name: { ja: '営業メールテンプレート', en: 'Sales Email Templates' },
  description: {
    ja: '初回アプローチから打ち合わせ依頼、お礼、ご提案まで、営業メールをすぐに作成できます。',
    en: 'Write sales emails in seconds: first contact, follow-up, meeting request, thanks, proposal.',
  },
  keywords: {
    ja: [
      'えいぎょう',
      'えいぎょうめーる',
      'めーる',
      'てんぷれーと',
      '営業',
      '商談',
      'アポ',
      'アポイント',
      'フォローアップ',
      '提案',
      '例文',
      '新規開拓',
    ],
    en: ['sales', 'email', 'template', 'cold email', 'follow-up', 'meeting request', 'proposal'],
  },
  load: () => import('./SalesMailTemplateTool'),
});
