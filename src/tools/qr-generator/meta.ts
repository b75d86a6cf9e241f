import { defineTool } from '../types';

export const meta = defineTool({
  id: 'qr-generator',
  category: 'utility',
  order: 90,
  icon: () => import('lucide-react/icons/qr-code'),
  name: { ja: 'QRコード作成', en: 'QR Code Generator' },
  description: {
    ja: 'URL やテキスト、Wi-Fi、連絡先の QR コードを作成。PNG・SVG で保存できます。',
    en: 'Make QR codes for URLs, text, Wi-Fi and contacts, and save them as PNG or SVG.',
  },
  load: () => import('./QrGeneratorTool'),
});
