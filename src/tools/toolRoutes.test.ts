import { TOOLS } from './registry';
import {
  drawsInFrame,
  framedPaths,
  framelessPrefixes,
  framelessRoutes,
  toolRouteProblems,
} from './toolRoutes';
import { defineTool, type ToolDefinition, type ToolSubRoute } from './types';

const load = () => Promise.resolve({ default: () => null });

function tool(id: string, routes?: readonly ToolSubRoute[]): ToolDefinition {
  return defineTool({
    id,
    category: 'business',
    order: 1,
    icon: () => import('lucide-react/icons/book-open'),
    name: { ja: id, en: id },
    description: { ja: id, en: id },
    load,
    routes,
  });
}

const books = tool('books', [
  { path: '/books/history', frame: 'tool' },
  { path: '/books/list', frame: 'tool' },
  { path: '/bookmark/:shareId', frame: 'none', load },
]);
const todos = tool('todos', [
  { path: '/todos/:shareId', frame: 'none', load },
  { path: '/todos/edit/:editId', frame: 'none', load },
]);
const plain = tool('plain');

describe('a tool’s routes', () => {
  it('draws /{id} and its framed sub-routes in the frame', () => {
    expect(framedPaths(books)).toEqual(['/books', '/books/history', '/books/list']);
    expect(framedPaths(plain)).toEqual(['/plain']);
  });

  it.each([
    [books, '/books', true],
    [books, '/books/', true],
    [books, '/books/history', true],
    [books, '/books/history/', true],
    [books, '/books/list', true],
    [books, '/books/History', false],
    [books, '/books/other', false],
    [books, '/books/history/more', false],
    [books, '/bookmark/abc', false],
    [plain, '/plain', true],
    [plain, '/plain/history', false],
  ])('%# %s draws %s in its frame: %s', (definition, pathname, drawn) => {
    expect(drawsInFrame(definition, pathname)).toBe(drawn);
  });

  it('lists the pages without the frame with their loaders', () => {
    expect(framelessRoutes(books)).toEqual([{ path: '/bookmark/:shareId', frame: 'none', load }]);
    expect(framelessRoutes(plain)).toEqual([]);
  });

  it('keeps each frameless page’s fixed start from search engines, once', () => {
    expect(framelessPrefixes([books, todos, plain])).toEqual(['/bookmark/', '/todos/']);
    expect(framelessPrefixes([tool('a', [{ path: '/a/shared', frame: 'none', load }])])).toEqual([
      '/a/shared',
    ]);
  });

  it.each([
    [[books, todos, plain], []],
    [[tool('a', [{ path: 'a/history', frame: 'tool' }])], ['a: a/history does not start with /']],
    [
      [tool('a', [{ path: '/history', frame: 'tool' }])],
      ['a: /history is drawn in the tool frame, so it goes under /a/'],
    ],
    [
      [tool('a', [{ path: '/a/:listId', frame: 'tool' }])],
      ['a: /a/:listId is drawn in the tool frame, so it is one address (no parameter)'],
    ],
    [
      [tool('a', [{ path: '/b/:id', frame: 'none', load }]), tool('b')],
      ["a: /b/:id is under the tool b's address"],
    ],
    [
      [
        tool('a', [{ path: '/shared/:id', frame: 'none', load }]),
        tool('b', [{ path: '/shared/:id', frame: 'none', load }]),
      ],
      ['b: /shared/:id is also declared by a'],
    ],
  ])('%# finds what is wrong with the routes', (tools, problems) => {
    expect(toolRouteProblems(tools)).toEqual(problems);
  });

  it('the site’s tools declare their routes rightly', () => {
    expect(toolRouteProblems(TOOLS)).toEqual([]);
  });
});
