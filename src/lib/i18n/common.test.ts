import { common } from '../../locales/common';
import { compareCatalogues } from './parity';
import type { Bilingual } from './types';

const screens = import.meta.glob<Bilingual<object>>(['../../**/locales.ts'], {
  eager: true,
  import: 'locales',
});

/** Every string of a catalogue with its key path. */
function strings(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    return value && typeof value === 'object' && !Array.isArray(value) ? strings(value, path) : [];
  });
}

describe('the common namespace', () => {
  it('has every string in both languages with the same placeholders', () => {
    expect(compareCatalogues(common.ja, common.en)).toEqual([]);
  });

  // The same words in both languages are the same string. (The shell's own strings,
  // src/locales, come with the home page's first load, which this namespace does not.)
  it('is not repeated by a screen’s own strings', () => {
    const english = new Map(strings(common.en));
    const said = new Map(strings(common.ja).map(([key, value]) => [value, key]));
    const repeats = Object.entries(screens).flatMap(([path, locales]) => {
      const theirEnglish = new Map(strings(locales.en));
      return strings(locales.ja)
        .filter(([key, value]) => {
          const commonKey = said.get(value);
          return commonKey !== undefined && theirEnglish.get(key) === english.get(commonKey);
        })
        .map(([key, value]) => `${path} ${key}: "${value}" is common:${said.get(value)}`);
    });
    expect(repeats).toEqual([]);
  });
});
