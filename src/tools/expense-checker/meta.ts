import { defineTool } from '../types';

export const meta = defineTool({
  id: 'expense-checker',
  category: 'business',
  order: 220,
  icon: () => import('lucide-react/icons/clipboard-check'),
  name: { ja: '経費精算チェッカー', en: 'Expense Checker' },
  description: {
    ja: '経費の入力漏れや領収書の添付漏れを提出前にチェックし、CSVで保存できます。',
    en: 'Check expense entries for missing details and receipts before you submit, then save as CSV.',
  },
  load: () => import('./ExpenseCheckerTool'),
});
