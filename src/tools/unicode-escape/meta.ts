import { defineTool } from '../types';

export const meta = defineTool({
  id: 'unicode-escape',
  category: 'text',
  order: 75,
  icon: () => import('lucide-react/icons/code-xml'),
  name: { ja: 'Unicode エスケープ変換', en: 'Unicode Escape Converter' },
  description: {
    ja: '文字と \\uXXXX・&#x…;・%XX 形式を相互に変換します。',
    en: 'Convert text to and from \\uXXXX, &#x…; and %XX escapes.',
  },
  load: () => import('./UnicodeEscapeTool'),
});
