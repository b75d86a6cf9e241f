import { defineTool } from '../types';

export const meta = defineTool({
  id: 'jwt-decoder',
  category: 'utility',
  order: 85,
  icon: () => import('lucide-react/icons/key-round'),
  name: { ja: 'JWT デコーダー', en: 'JWT Decoder' },
  description: {
    ja: 'JWTの中身と有効期限を表示し、署名をブラウザ内で検証します。',
    en: 'Decode a JWT and verify its signature in your browser.',
  },
  load: () => import('./JwtDecoderTool'),
});
