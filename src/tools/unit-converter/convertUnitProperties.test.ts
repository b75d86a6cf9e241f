/**
 * The unit converter by property: converting there and back gives the value back, and going
 * through a third unit gives what the direct conversion gives, for every pair of units of
 * every category and any value (temperatures above absolute zero).
 */
import fc from 'fast-check';
import { convertUnit } from './convertUnit';
import { CATEGORY_IDS, findCategory, type CategoryId } from './unitCatalog';

const unitPairs = fc.constantFrom(...CATEGORY_IDS).chain((categoryId) => {
  const ids = findCategory(categoryId).units.map((unit) => unit.id);
  return fc.record({
    categoryId: fc.constant<CategoryId>(categoryId),
    from: fc.constantFrom(...ids),
    via: fc.constantFrom(...ids),
    to: fc.constantFrom(...ids),
  });
});

/**
 * Values people type: whole numbers, decimals from a millionth to a billion, either sign
 * (subnormal doubles such as 5e-324 underflow in any arithmetic and are left out).
 */
const anyValue = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
  fc.double({ min: -1e9, max: -1e-6, noNaN: true }),
);
const anyBaseFont = fc.integer({ min: 8, max: 32 });

/** Equal within floating-point noise: relative 1e-12, or absolute 1e-9 for temperatures. */
function close(a: number, b: number, categoryId: CategoryId): boolean {
  if (categoryId === 'temperature') return Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(b));
  return Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b)) || a === b;
}

function convert(
  value: number,
  categoryId: CategoryId,
  from: string,
  to: string,
  baseFontPx: number,
) {
  const result = convertUnit(value, categoryId, from, to, { baseFontPx });
  return result.ok ? result.value : null;
}

describe('unit conversions by property', () => {
  it('there and back gives the value back', () => {
    fc.assert(
      fc.property(unitPairs, anyValue, anyBaseFont, ({ categoryId, from, to }, value, font) => {
        const there = convert(value, categoryId, from, to, font);
        // Below absolute zero is refused both ways, never converted.
        if (there === null) {
          expect(categoryId).toBe('temperature');
          return;
        }
        const back = convert(there, categoryId, to, from, font);
        expect(back).not.toBeNull();
        expect(
          close(back as number, value, categoryId),
          `${value} ${from} → ${there} ${to} → ${back}`,
        ).toBe(true);
      }),
      { numRuns: 5000 },
    );
  }, 30_000);

  it('through a third unit gives the direct result', () => {
    fc.assert(
      fc.property(
        unitPairs,
        anyValue,
        anyBaseFont,
        ({ categoryId, from, via, to }, value, font) => {
          const direct = convert(value, categoryId, from, to, font);
          const first = convert(value, categoryId, from, via, font);
          if (direct === null || first === null) return;
          const twoSteps = convert(first, categoryId, via, to, font);
          expect(
            close(twoSteps as number, direct, categoryId),
            `${value} ${from} → ${via} → ${to}`,
          ).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  }, 30_000);
});
