import { defineTool } from '../types';

export const meta = defineTool({
  id: 'company-search',
  category: 'business',
  order: 240,
  icon: () => import('lucide-react/icons/building-2'),
  name: { ja: '企業情報検索', en: 'Company Search' },
  description: {
    ja: '企業名から所在地・設立年・上場情報・公式サイトを出典付きで調べます',
    en: 'Look up a Japanese company’s head office, founding year, listing and website, with sources',
  },
  load: () => import('./CompanySearchTool'),
  needsNetwork: true,
});
