import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: [
    'えーあいにゅーす',
    'AI',
    'エーアイ',
    '人工知能',
    '生成AI',
    'ChatGPT',
    'ニュース',
    '記事',
    'note',
    'ノート',
    'RSS',
    'ポッドキャスト',
  ],
  en: [
    'ai',
    'news',
    'artificial intelligence',
    'generative ai',
    'chatgpt',
    'note',
    'rss',
    'podcast',
  ],
};
