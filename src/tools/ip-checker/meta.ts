import { defineTool } from '../types';

export const meta = defineTool({
  id: 'ip-checker',
  category: 'utility',
  icon: '🌐',
  name: { ja: 'IPアドレス確認', en: 'IP Address Checker' },
  description: {
    ja: 'いまお使いの回線のグローバル IP アドレスを表示します。ワンクリックでコピーできます。',
    en: 'Shows the public IP address of your connection, ready to copy.',
  },
  keywords: {
    ja: [
      'あいぴーあどれす',
      'IP',
      'アイピー',
      'グローバルIP',
      'パブリックIP',
      '接続元',
      'IPv4',
      'IPv6',
      'VPN',
      'ネットワーク',
    ],
    en: ['ip', 'ip address', 'what is my ip', 'public ip', 'ipv4', 'ipv6', 'network', 'vpn'],
  },
  load: () => import('./IpCheckerTool'),
  needsNetwork: true,
});
