/**
 * The files of a new tool's folder (`npm run new-tool -- <id>`, scripts/tools/new-tool.ts): a working
 * tool that tidies lines of text (trims each line, drops the blank ones), written the way every
 * tool of the site is: meta.ts, keywords.ts, locales.ts (ja the type, en matching), a thin
 * component, a pure logic module with a table-driven test and a component test. The developer
 * then replaces the logic and the strings with the tool's own. scripts/tools/new-tool.ts writes them
 * through Prettier, so the new folder passes `npm run format:check`, lint, the type check and the
 * tests at once.
 */
import type { ToolCategory } from '../../src/tools/types.ts';

export interface ScaffoldOptions {
  /** kebab-case; the folder name and the route. */
  id: string;
  category: ToolCategory;
  order: number;
  /** A lucide icon no other tool uses, e.g. `list-filter`. */
  icon: string;
  name: { ja: string; en: string };
}

export const TOOL_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** `line-tidy` → `LineTidy`. */
export function pascalCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `line-tidy` → `Line Tidy`: a starting English name. */
export function titleCase(id: string): string {
  return id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** The component's name: `<Name>Tool`, without doubling an id that ends in "tool". */
export function componentName(id: string): string {
  const name = pascalCase(id);
  return name.endsWith('Tool') ? name : `${name}Tool`;
}

/** The order after the last tool's, in the steps of 10 the tools use. */
export function nextOrder(orders: readonly number[]): number {
  return (Math.floor(Math.max(0, ...orders) / 10) + 1) * 10;
}

/** A string as a single-quoted TypeScript literal. */
function quoted(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** Relative path (under src/tools/<id>/) → file text. */
/**
 * Icons a new tool may start with, in order of preference: the scaffold takes the first that no
 * tool uses yet, so that it can be run again and again without --icon. The tool's author then
 * picks the icon that fits.
 */
export const STARTER_ICONS = [
  'list-filter',
  'wrench',
  'puzzle',
  'shapes',
  'blocks',
  'box',
  'boxes',
  'component',
  'hammer',
  'sparkles',
  'square-function',
  'toy-brick',
  'layers',
  'lightbulb',
  'package',
  'scissors',
  'shield-check',
  'star',
  'sun',
  'target',
] as const;

/** The first starter icon not in `used` (icon names), or null when all are taken. */
export function freeStarterIcon(used: ReadonlySet<string>): string | null {
  return STARTER_ICONS.find((icon) => !used.has(icon)) ?? null;
}

export function scaffoldTool(options: ScaffoldOptions): Record<string, string> {
  const { id, category, order, icon, name } = options;
  const component = componentName(id);
  return {
    'meta.ts': `import { defineTool } from '../types';

export const meta = defineTool({
  id: '${id}',
  category: '${category}',
  order: ${order},
  icon: () => import('lucide-react/icons/${icon}'),
  name: { ja: ${quoted(name.ja)}, en: ${quoted(name.en)} },
  description: {
    ja: '各行の前後の空白を取り、空の行を除いて、行を整えます。',
    en: 'Tidy lines of text: trim each line and drop the blank ones.',
  },
  load: () => import('./${component}'),
  // Other addresses (sub-pages in the tool frame, share pages without it): \`routes\`, see
  // docs/adding-a-tool.md.
});
`,
    'keywords.ts': `import type { ToolKeywords } from '../types';

/** Extra search words (readings, synonyms, English names); loaded only for the home search. */
export const keywords: ToolKeywords = {
  ja: ['ぎょう', '空行', '空白', '整形'],
  en: ['lines', 'blank lines', 'trim', 'whitespace'],
};
`,
    'locales.ts': `import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  input_label: '整える文章',
  output_label: '整えた結果',
  summary: '残した行: {{kept}}・除いた空行: {{removed}}',
};

const en: LocaleShape<typeof ja> = {
  input_label: 'Text to tidy',
  output_label: 'Tidied text',
  summary: 'Lines kept: {{kept}} · blank lines removed: {{removed}}',
};

export const locales: Bilingual<typeof ja> = { ja, en };
`,
    'tidyLines.ts': `export interface TidiedLines {
  lines: string[];
  /** Blank lines (or lines of spaces only) left out. */
  removed: number;
}

/** Each line without the spaces around it (full-width ones too), and no blank lines. */
export function tidyLines(text: string): TidiedLines {
  if (text === '') return { lines: [], removed: 0 };
  const all = text.split(/\\r\\n|\\r|\\n/).map((line) => line.trim());
  const lines = all.filter((line) => line !== '');
  return { lines, removed: all.length - lines.length };
}
`,
    'tidyLines.test.ts': `import { tidyLines } from './tidyLines';

describe('tidyLines', () => {
  it.each([
    ['', [], 0],
    ['one', ['one'], 0],
    ['  one  \\n\\ntwo', ['one', 'two'], 1],
    ['a\\r\\n\\r\\n\\r\\nb', ['a', 'b'], 2],
    ['\\u3000全角の空白\\u3000\\n\\u3000', ['全角の空白'], 1],
  ])('%j → %j, %i removed', (text, lines, removed) => {
    expect(tidyLines(text)).toEqual({ lines, removed });
  });
});
`,
    [`${component}.tsx`]: `import { useState } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { tidyLines } from './tidyLines';

export default function ${component}() {
  const { t } = useToolTranslation('${id}', locales);
  const [input, setInput] = useState('');
  const { lines, removed } = tidyLines(input);
  const output = lines.join('\\n');

  return (
    <div className="panel flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="${id}-input" className="label">
          {t('input_label')}
        </label>
        <textarea
          id="${id}-input"
          className="input h-40 w-full resize-y"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="${id}-output" className="label">
            {t('output_label')}
          </label>
          <CopyButton text={output} disabled={output === ''} />
        </div>
        <textarea id="${id}-output" className="input h-40 w-full resize-y" value={output} readOnly />
        <p className="muted text-sm" aria-live="polite">
          {t('summary', { kept: lines.length, removed })}
        </p>
      </div>
    </div>
  );
}
`,
    [`${component}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import ${component} from './${component}';

describe('${component}', () => {
  it('shows the pasted text tidied, in Japanese and English', async () => {
    await i18n.changeLanguage('ja');
    render(<${component} />);
    await userEvent.click(screen.getByLabelText('整える文章'));
    await userEvent.paste('  一行目  \\n\\n二行目');
    expect(screen.getByLabelText('整えた結果')).toHaveValue('一行目\\n二行目');
    expect(screen.getByText('残した行: 2・除いた空行: 1')).toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(await screen.findByLabelText('Tidied text')).toHaveValue('一行目\\n二行目');
  });
});
`,
  };
}
