import { defineTool } from '../types';

export const meta = defineTool({
  id: 'tax-calculator',
  category: 'number',
  order: 40,
  icon: () => import('lucide-react/icons/calculator'),
  name: { ja: '消費税計算', en: 'Consumption Tax Calculator' },
  description: {
    ja: '税抜と税込を8%・10%で相互に換算し、税率ごとの合計を出します。',
    en: 'Convert between prices before and after tax at 8% and 10%, with totals per rate.',
  },
  load: () => import('./TaxCalculatorTool'),
});
