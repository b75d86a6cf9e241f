import { defineTool } from '../types';

export const meta = defineTool({
  id: 'invoice-number',
  category: 'business',
  icon: '🧾',
  name: { ja: '請求書番号ジェネレーター', en: 'Invoice Number Generator' },
  description: {
    ja: '日付と連番で請求書番号を発行し、履歴と統計をブラウザに保存します。',
    en: 'Issue invoice numbers from the date and a daily sequence, with history and statistics.',
  },
  keywords: {
    ja: [
      'せいきゅうしょ',
      'せいきゅうしょばんごう',
      '請求書',
      '請求番号',
      'インボイス',
      '採番',
      'さいばん',
      '連番',
      'れんばん',
      '伝票番号',
    ],
    en: ['invoice', 'invoice number', 'billing', 'sequence', 'serial number', 'numbering'],
  },
  load: () => import('./InvoiceNumberTool'),
});
