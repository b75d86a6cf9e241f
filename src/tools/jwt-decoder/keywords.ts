import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'じぇいだぶりゅーてぃー',
    'トークン',
    'デコード',
    '署名',
    '検証',
    '有効期限',
    'アクセストークン',
    'IDトークン',
    'JWS',
  ],
  en: [
    'JSON Web Token',
    'decode',
    'verify',
    'signature',
    'JWK',
    'HS256',
    'RS256',
    'bearer token',
    'claims',
  ],
};
