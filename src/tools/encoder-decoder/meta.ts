import { defineTool } from '../types';

export const meta = defineTool({
  id: 'encoder-decoder',
  category: 'utility',
  order: 80,
  icon: () => import('lucide-react/icons/binary'),
  name: { ja: 'エンコード・デコード', en: 'Encoder / Decoder' },
  description: {
    ja: 'Base64・URL・HTML・URIのエンコードとデコード。日本語や絵文字もそのまま戻せます。',
    en: 'Encode and decode Base64, URL, HTML and URI, with Japanese and emoji kept intact.',
  },
  load: () => import('./EncoderDecoderTool'),
});
