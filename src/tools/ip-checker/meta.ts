import { defineTool } from '../types';

export const meta = defineTool({
  id: 'ip-checker',
  category: 'utility',
  order: 120,
  icon: () => import('lucide-react/icons/globe'),
  name: { ja: 'IPアドレス確認', en: 'IP Address Checker' },
  description: {
    ja: 'いまお使いの回線のグローバル IP アドレスを表示します。ワンクリックでコピーできます。',
    en: 'Shows the public IP address of your connection, ready to copy.',
  },
  load: () => import('./IpCheckerTool'),
  needsNetwork: true,
});
