import { locales } from './locales';
import { CATEGORY_IDS, UNIT_CATEGORIES } from './unitCatalog';

describe('unit-converter locales', () => {
  it.each(['ja', 'en'] as const)('%s names every category and unit, with a symbol', (language) => {
    const catalogue = locales[language];
    for (const category of CATEGORY_IDS) expect(catalogue.categories[category]).toBeTruthy();
    for (const category of UNIT_CATEGORIES) {
      for (const unit of category.units) {
        expect(catalogue.units, unit.id).toHaveProperty(unit.id);
        expect(catalogue.symbols, unit.id).toHaveProperty(unit.id);
      }
    }
  });
});
