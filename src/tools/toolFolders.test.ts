import { folderOf, keywordsByFolder, toolFolderProblems } from './toolFolders';
import { sortTools } from './toolOrder';
import { defineTool, type ToolDefinition } from './types';

function tool(id: string, order: number): ToolDefinition {
  return defineTool({
    id,
    order,
    category: 'number',
    icon: () => import('lucide-react/icons/calculator'),
    name: { ja: id, en: id },
    description: { ja: id, en: id },
    load: () => Promise.resolve({ default: () => null }),
  });
}

describe('folderOf', () => {
  it.each([
    ['./char-counter/meta.ts', 'char-counter'],
    ['/repo/src/tools/json-tool/keywords.ts', 'json-tool'],
    ['C:\\repo\\src\\tools\\qr-generator\\meta.ts', 'qr-generator'],
  ])('%s is in folder %s', (path, folder) => {
    expect(folderOf(path)).toBe(folder);
  });
});

describe('sortTools', () => {
  it('sorts by order, whatever order the folders were found in', () => {
    const tools = sortTools({
      './b-tool/meta.ts': tool('b-tool', 30),
      './a-tool/meta.ts': tool('a-tool', 20),
      './c-tool/meta.ts': tool('c-tool', 10),
    });
    expect(tools.map((t) => t.id)).toEqual(['c-tool', 'a-tool', 'b-tool']);
  });
});

describe('toolFolderProblems', () => {
  it.each<[string, Record<string, ToolDefinition>, string[]]>([
    ['none for a sound list', { './a-tool/meta.ts': tool('a-tool', 10) }, []],
    [
      'an id that is not the folder name',
      { './a-tool/meta.ts': tool('other', 10) },
      ['src/tools/a-tool/meta.ts declares id "other"; use "a-tool"'],
    ],
    [
      'two tools with one order',
      { './a-tool/meta.ts': tool('a-tool', 10), './b-tool/meta.ts': tool('b-tool', 10) },
      ['a-tool and b-tool both have order 10'],
    ],
  ])('%s', (_, metas, problems) => {
    expect(toolFolderProblems(metas)).toEqual(problems);
  });
});

describe('keywordsByFolder', () => {
  it('keys each folder’s keywords by the folder name', () => {
    const keywords = { ja: ['けいさん'], en: ['calc'] };
    expect(keywordsByFolder({ './a-tool/keywords.ts': keywords })).toEqual({ 'a-tool': keywords });
  });
});
