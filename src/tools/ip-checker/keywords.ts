import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
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
};
