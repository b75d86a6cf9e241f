import type { CodecType } from './transform';

/** Text to encode for each type; the decode sample is its encoded form (see sampleFor). */
export const ENCODE_SAMPLES: Record<CodecType, string> = {
  base64: 'こんにちは、世界！ Hello 🌏',
  url: '東京 カフェ&ランチ=おすすめ',
  html: '<p class="note">「見積書」& \'請求書\'</p>',
  uri: 'https://example.com/検索?q=東京 カフェ&page=1',
};

/** Rows of the usage examples, per type: what goes in, in which direction. */
export const USAGE_EXAMPLES: Record<
  CodecType,
  readonly { id: string; direction: 'encode' | 'decode'; input: string }[]
> = {
  base64: [
    { id: 'text', direction: 'encode', input: '日本語テキスト' },
    { id: 'emoji', direction: 'encode', input: 'OK👍' },
    { id: 'basic_auth', direction: 'encode', input: 'user:p@ssw0rd' },
    { id: 'decode', direction: 'decode', input: '44GT44KT44Gr44Gh44Gv' },
  ],
  url: [
    { id: 'query_value', direction: 'encode', input: '東京 カフェ' },
    { id: 'reserved', direction: 'encode', input: 'a&b=c/d?e' },
    { id: 'decode', direction: 'decode', input: '%E6%A4%9C%E7%B4%A2' },
  ],
  html: [
    { id: 'tag', direction: 'encode', input: '<script>alert("x")</script>' },
    { id: 'ampersand', direction: 'encode', input: 'Q&A' },
    { id: 'decode', direction: 'decode', input: '&lt;b&gt;&copy; 2025&lt;/b&gt;' },
  ],
  uri: [
    { id: 'address', direction: 'encode', input: 'https://example.com/製品/一覧?色=赤' },
    {
      id: 'decode',
      direction: 'decode',
      input: 'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC',
    },
  ],
};
