import { defineTool } from '../types';

export const meta = defineTool({
  id: 'expense-template',
  category: 'business',
  icon: '📒',
  name: { ja: '経費精算書テンプレート', en: 'Expense Report Template' },
  description: {
    ja: '対象月・氏名・費目を選ぶだけで、Excel用CSVと印刷用の経費精算書（承認印欄つき）を作成できます。',
    en: 'Pick the month, your name and categories to get an Excel-ready CSV and a printable expense report with approval boxes.',
  },
  keywords: {
    ja: [
      'けいひせいさんしょ',
      '経費精算',
      '経費',
      '精算書',
      '交通費精算',
      'テンプレート',
      'ひな形',
      'エクセル',
      'Excel',
      '承認印',
      '印刷',
    ],
    en: ['expense report', 'expenses', 'reimbursement', 'template', 'excel', 'csv', 'print'],
  },
  load: () => import('./ExpenseTemplateTool'),
});
