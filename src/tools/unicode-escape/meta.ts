import { defineTool } from '../types';

export const meta = defineTool({
  id: 'unicode-escape',
  category: 'text',
  order: 75,
  icon: () => import('lucide-react/icons/code-xml'),
  name: { ja: 'Unicode エスケープ変換', en: 'Unicode Escape Converter' },
  description: {
    ja: '文字を \\uXXXX・\\u{…}・&#x…;・%XX のエスケープに変換し、元にも戻します。文字ごとの UTF-8 バイトも16進数で表示します。',
    en: 'Convert text to and from \\uXXXX, \\u{…}, &#x…; and %XX escapes, with a hex view of each character’s bytes.',
  },
  load: () => import('./UnicodeEscapeTool'),
});
