import { defineTool } from '../types';

export const meta = defineTool({
  id: 'json-tool',
  category: 'utility',
  order: 60,
  icon: () => import('lucide-react/icons/braces'),
  name: { ja: 'JSON整形ツール', en: 'JSON Formatter' },
  description: {
    ja: 'JSONの整形・圧縮・構文チェックができます。エラーの行と位置も表示します。',
    en: 'Format, minify and validate JSON, with the line and column of any error.',
  },
  load: () => import('./JsonTool'),
});
