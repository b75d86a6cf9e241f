import { en } from '../../locales/en';
import { ja } from '../../locales/ja';
import { TOOL_KEYWORDS } from '../../tools/keywords';
import { TOOLS } from '../../tools/registry';
import { compareCatalogues } from './parity';
import type { Bilingual } from './types';

describe('translation parity', () => {
  it('finds keys missing on either side and placeholder drift', () => {
    expect(
      compareCatalogues({ a: 'x', b: { c: '{{n}}件' } }, { a: 'x', b: { c: '{{m}} items' } }),
    ).toEqual(['placeholders differ: b.c']);
    expect(compareCatalogues({ a: 'x', b: 'y' }, { a: 'x', c: 'z' })).toEqual([
      'missing in en: b',
      'missing in ja: c',
    ]);
  });

  it('shell strings exist in both languages with the same placeholders', () => {
    expect(compareCatalogues(ja, en)).toEqual([]);
  });

  const toolLocales = import.meta.glob<Bilingual<object>>(['../../**/locales.ts'], {
    eager: true,
    import: 'locales',
  });

  it.each(Object.entries(toolLocales))(
    'tool strings in %s match in ja and en',
    (_path, locales) => {
      expect(compareCatalogues(locales.ja, locales.en)).toEqual([]);
    },
  );

  it.each(TOOLS.map((tool) => [tool.id, tool] as const))(
    '%s has a name, description and keywords in both languages',
    (_id, tool) => {
      for (const language of ['ja', 'en'] as const) {
        expect(tool.name[language].trim()).not.toBe('');
        expect(tool.description[language].trim()).not.toBe('');
        expect(TOOL_KEYWORDS[tool.id]?.[language].length).toBeGreaterThan(0);
      }
    },
  );
});
