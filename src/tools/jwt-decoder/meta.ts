import { defineTool } from '../types';

export const meta = defineTool({
  id: 'jwt-decoder',
  category: 'utility',
  order: 85,
  icon: () => import('lucide-react/icons/key-round'),
  name: { ja: 'JWT デコーダー', en: 'JWT Decoder' },
  description: {
    ja: 'JWT のヘッダーとペイロードを表示し、有効期限などを日本時間で確認できます。シークレットや公開鍵で署名も検証します（送信はしません）。',
    en: 'Read a JWT’s header and payload with its times in Japan time, and verify its signature with a secret or public key, all in your browser.',
  },
  load: () => import('./JwtDecoderTool'),
});
