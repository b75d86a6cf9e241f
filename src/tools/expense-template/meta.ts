import { defineTool } from '../types';

export const meta = defineTool({
  id: 'expense-template',
  category: 'business',
  order: 230,
  icon: () => import('lucide-react/icons/file-spreadsheet'),
  name: { ja: '経費精算書テンプレート', en: 'Expense Report Template' },
  description: {
    ja: '対象月・氏名・費目を選ぶだけで、Excel用CSVと印刷用の経費精算書（承認印欄つき）を作成できます。',
    en: 'Pick the month, your name and categories to get an Excel-ready CSV and a printable expense report with approval boxes.',
  },
  load: () => import('./ExpenseTemplateTool'),
});
