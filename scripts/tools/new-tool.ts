/**
 * `npm run new-tool -- <id>`: writes a working tool folder, src/tools/<id>/ (see
 * scripts/tools/tool-scaffold.ts), which the registry, the home page, the search, the sitemap and the
 * audit pick up as they pick up every folder (nothing else to register).
 *
 *   npm run new-tool -- line-tidy
 *   npm run new-tool -- line-tidy --category text --icon list-filter --order 95 \
 *     --ja 行の整理 --en "Line Tidy"
 *
 * Options: --category (text, number, utility, business; utility), --icon (a lucide icon no
 * other tool uses; without it, the first free one of STARTER_ICONS), --order (a free number;
 * without it, after the last tool), --ja / --en (the tool's name; the id in words). It refuses
 * an id, order or icon already taken, an icon lucide does not have, and an existing folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { TOOL_CATEGORIES, type ToolCategory } from '../../src/tools/types.ts';
import { loadToolMetas, TOOLS_DIR } from '../lib/tool-folders.ts';
import {
  freeStarterIcon,
  nextOrder,
  scaffoldTool,
  STARTER_ICONS,
  titleCase,
  TOOL_ID,
} from './tool-scaffold.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    category: { type: 'string', default: 'utility' },
    icon: { type: 'string' },
    order: { type: 'string' },
    ja: { type: 'string' },
    en: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

const id = positionals[0] ?? fail('name the tool: npm run new-tool -- <id>');
if (!TOOL_ID.test(id)) fail(`"${id}" is not a kebab-case id (e.g. line-tidy)`);
const category = values.category as ToolCategory;
if (!TOOL_CATEGORIES.includes(category)) {
  fail(`--category must be one of ${TOOL_CATEGORIES.join(', ')}`);
}
const metas = Object.values(await loadToolMetas());
const iconUsers = await Promise.all(
  metas.map(async (meta) => ({ id: meta.id, icon: (await meta.icon()).default })),
);
const loadIcon = async (name: string) =>
  ((await import(`lucide-react/icons/${name}`)) as { default: unknown }).default;

/** The names of the starter icons some tool uses already (compared as modules). */
async function usedStarterIcons(): Promise<Set<string>> {
  const used = new Set<string>();
  for (const name of STARTER_ICONS) {
    const module = await loadIcon(name).catch(() => null);
    if (module === null || iconUsers.some((user) => user.icon === module)) used.add(name);
  }
  return used;
}

const icon =
  values.icon ??
  freeStarterIcon(await usedStarterIcons()) ??
  fail('every starter icon is taken; choose one with --icon');
const iconModule = await loadIcon(icon).catch(() =>
  fail(`lucide has no icon "${icon}" (see https://lucide.dev/icons)`),
);

if (metas.some((meta) => meta.id === id)) fail(`a tool "${id}" exists already`);
const order =
  values.order === undefined ? nextOrder(metas.map((meta) => meta.order)) : Number(values.order);
if (!Number.isInteger(order)) fail('--order must be a whole number');
const sameOrder = metas.find((meta) => meta.order === order);
if (sameOrder) fail(`${sameOrder.id} has order ${order} already`);
const sameIcon = iconUsers.find((user) => user.icon === iconModule);
if (sameIcon) fail(`${sameIcon.id} uses the icon "${icon}" already; choose another with --icon`);

const folder = join(TOOLS_DIR, id);
if (existsSync(folder)) fail(`${relative('.', folder)} exists already`);
const files = scaffoldTool({
  id,
  category,
  order,
  icon,
  name: { ja: values.ja ?? titleCase(id), en: values.en ?? titleCase(id) },
});
mkdirSync(folder, { recursive: true });
// Written as Prettier writes them (a long id or name wraps lines differently).
for (const [file, text] of Object.entries(files)) {
  const path = join(folder, file);
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), filepath: path }));
}

console.log(`Wrote ${relative('.', folder)}/ (icon ${icon}, order ${order}): ${Object.keys(files).join(', ')}
The tool is at /${id} and on the home page. Next:
  - give it its names and description (meta.ts), search words (keywords.ts) and strings (locales.ts);
  - replace tidyLines.ts and its tests with the tool's own logic, and the component's form;
  - add e2e/${id}.spec.ts (docs/adding-a-tool.md), then npm run lint, npm run typecheck, npm test.`);
