import {
  type CategoryId,
  type ConversionContext,
  DEFAULT_BASE_FONT_PX,
  findCategory,
} from './unitCatalog';

export type ConversionResult =
  | { ok: true; value: number }
  | { ok: false; reason: 'unknown_unit' | 'below_absolute_zero' | 'not_finite' };

const ABSOLUTE_ZERO_CELSIUS = -273.15;
/** Rounding noise allowed below absolute zero, e.g. -459.67 °F read back as -273.15000000000003 °C. */
const ABSOLUTE_ZERO_TOLERANCE = 1e-9;

/** Converts `value` between two units of one category; temperatures use offsets, not factors. */
export function convertUnit(
  value: number,
  categoryId: CategoryId,
  fromId: string,
  toId: string,
  context: ConversionContext = { baseFontPx: DEFAULT_BASE_FONT_PX },
): ConversionResult {
  const { units } = findCategory(categoryId);
  const from = units.find((unit) => unit.id === fromId);
  const to = units.find((unit) => unit.id === toId);
  if (!from || !to) return { ok: false, reason: 'unknown_unit' };
  if (!Number.isFinite(value)) return { ok: false, reason: 'not_finite' };

  const base = from.toBase(value, context);
  if (categoryId === 'temperature' && base < ABSOLUTE_ZERO_CELSIUS - ABSOLUTE_ZERO_TOLERANCE) {
    return { ok: false, reason: 'below_absolute_zero' };
  }
  let converted = fromId === toId ? value : to.fromBase(base, context);
  // Offsets cost absolute precision (0.003 °C -> 273.153 K -> 0.00299999999998 °C); nobody
  // measures temperatures finer than a billionth of a degree.
  if (categoryId === 'temperature') converted = Math.round(converted * 1e9) / 1e9;
  return Number.isFinite(converted)
    ? { ok: true, value: converted }
    : { ok: false, reason: 'not_finite' };
}
