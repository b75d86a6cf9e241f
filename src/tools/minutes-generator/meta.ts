import { defineTool } from '../types';

export const meta = defineTool({
  id: 'minutes-generator',
  category: 'business',
  order: 210,
  icon: () => import('lucide-react/icons/notebook-pen'),
  name: { ja: '議事録作成', en: 'Meeting Minutes' },
  description: {
    ja: '会議情報・出席者・議題を入力して、決定事項と次回アクションをまとめた議事録をPDF・CSVで出力できます。',
    en: 'Record the meeting, attendees and agenda, then export minutes with decisions and next actions as PDF or CSV.',
  },
  load: () => import('./MinutesGeneratorTool'),
});
