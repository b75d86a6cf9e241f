import { compareCatalogues } from '../../lib/i18n/parity';
import { CONTACT_CATEGORIES } from './contactForm';
import { locales } from './locales';

describe('contact page strings', () => {
  it('exist in both languages with the same placeholders', () => {
    expect(compareCatalogues(locales.ja, locales.en)).toEqual([]);
  });

  it('name every category', () => {
    for (const category of CONTACT_CATEGORIES) {
      expect(locales.ja.categories[category]).toBeTruthy();
      expect(locales.en.categories[category]).toBeTruthy();
    }
  });
});
