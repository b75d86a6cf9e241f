import { defineTool } from '../types';

export const meta = defineTool({
  id: 'todo-share',
  category: 'business',
  order: 200,
  icon: () => import('lucide-react/icons/list-checks'),
  name: { ja: '共有ToDoリスト', en: 'Shared To-do List' },
  description: {
    ja: 'タスクを管理し、リンクで進捗を共有できます',
    en: 'Manage tasks and share progress with a link',
  },
  load: () => import('./TodoShareTool'),
  routes: [
    { path: '/todo-share/:shareId', frame: 'none', load: () => import('./SharedTodoPage') },
    { path: '/todo-share/edit/:editId', frame: 'none', load: () => import('./JoinTodoListPage') },
  ],
  needsNetwork: true,
});
