import { defineTool } from '../types';

export const meta = defineTool({
  id: 'quote-generator',
  category: 'business',
  order: 140,
  icon: () => import('lucide-react/icons/file-pen'),
  name: { ja: '見積書作成', en: 'Quote Generator' },
  description: {
    ja: '品目を入力するだけで、消費税と合計を自動計算。インボイス対応の見積書をPDF・CSVで出力できます。',
    en: 'Enter items to calculate tax and totals automatically, then export an invoice-ready quote as PDF or CSV.',
  },
  load: () => import('./QuoteGeneratorTool'),
});
