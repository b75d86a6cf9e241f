import { compareCatalogues } from '../../lib/i18n/parity';
import { laterLocales } from './laterLocales';
import { locales } from './locales';

describe('the strings of the parts that load later', () => {
  it('match in ja and en (no key missing, no empty text, the same placeholders)', () => {
    expect(compareCatalogues(laterLocales.ja, laterLocales.en)).toEqual([]);
  });

  it('add keys without replacing any of the first chunk’s', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null
          ? keys(child as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    const first = new Set(keys(locales.ja));
    expect(keys(laterLocales.ja).filter((key) => first.has(key))).toEqual([]);
  });
});
