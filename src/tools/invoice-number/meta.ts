import { defineTool } from '../types';

export const meta = defineTool({
  id: 'invoice-number',
  category: 'business',
  order: 150,
  icon: () => import('lucide-react/icons/hash'),
  name: { ja: '請求書番号ジェネレーター', en: 'Invoice Number Generator' },
  description: {
    ja: '日付と連番で請求書番号を発行し、履歴と統計をブラウザに保存します。',
    en: 'Issue invoice numbers from the date and a daily sequence, with history and statistics.',
  },
  load: () => import('./InvoiceNumberTool'),
});
