import { convertUnit } from './convertUnit';
import { formatPlainNumber } from './numberText';
import { type CategoryId, defaultUnits, UNIT_CATEGORIES } from './unitCatalog';

function convert(value: number, category: CategoryId, from: string, to: string, baseFontPx = 16) {
  const result = convertUnit(value, category, from, to, { baseFontPx });
  if (!result.ok) throw new Error(`${from} -> ${to} failed: ${result.reason}`);
  return formatPlainNumber(result.value);
}

describe('convertUnit with the spec factors', () => {
  it.each<[CategoryId, number, string, string, string]>([
    ['length', 1, 'inch', 'mm', '25.4'],
    ['length', 1, 'ft', 'mm', '304.8'],
    ['length', 1, 'ft', 'inch', '12'],
    ['length', 1, 'km', 'm', '1000'],
    ['length', 123, 'mm', 'cm', '12.3'],
    ['length', 1, 'm', 'ft', '3.28083989501'],
    ['weight', 1, 'oz', 'mg', '28349.5'],
    ['weight', 1, 'lb', 'mg', '453592'],
    ['weight', 1, 'lb', 'g', '453.592'],
    ['weight', 1, 'kg', 'lb', '2.20462442018'],
    ['weight', 2500, 'mg', 'g', '2.5'],
    ['css', 1, 'rem', 'px', '16'],
    ['css', 1, 'em', 'px', '16'],
    ['css', 1, 'pt', 'px', '1.333'],
    ['css', 24, 'px', 'rem', '1.5'],
    ['time', 1, 'day', 'h', '24'],
    ['time', 90, 's', 'min', '1.5'],
    ['time', 1, 'h', 'ms', '3600000'],
    ['time', 1, 'min', 's', '60'],
  ])('%s: %d %s = %s %s', (category, value, from, to, expected) => {
    expect(convert(value, category, from, to)).toBe(expected);
  });

  it('uses the configured base font size for rem and em', () => {
    expect(convert(1, 'css', 'rem', 'px', 10)).toBe('10');
    expect(convert(30, 'css', 'px', 'em', 20)).toBe('1.5');
    expect(convert(2, 'css', 'rem', 'em', 18)).toBe('2');
  });
});

describe('convertUnit for the Japanese and added units', () => {
  it.each<[CategoryId, number, string, string, string]>([
    ['length', 33, 'shaku', 'm', '10'],
    ['length', 10, 'sun', 'shaku', '1'],
    ['length', 1, 'ken', 'shaku', '6'],
    ['length', 1, 'ken', 'm', '1.81818181818'],
    ['area', 1, 'tsubo', 'm2', '3.30578512397'],
    ['area', 121, 'tsubo', 'm2', '400'],
    ['area', 2, 'jo_realestate', 'tsubo', '0.9801'],
    ['area', 1, 'jo_edoma', 'm2', '1.5488'],
    ['area', 1, 'jo_kyoma', 'm2', '1.82405'],
    ['area', 1, 'jo_chukyoma', 'm2', '1.6562'],
    ['area', 1, 'jo_danchima', 'm2', '1.445'],
    ['area', 1, 'ha', 'a', '100'],
    ['area', 1, 'acre', 'm2', '4046.8564224'],
    ['volume', 10, 'go', 'sho', '1'],
    ['volume', 1, 'sho', 'l', '1.80390683696'],
    ['volume', 1, 'go', 'ml', '180.390683696'],
    ['volume', 3, 'kosaji', 'osaji', '1'],
    ['volume', 1, 'jp_cup', 'ml', '200'],
    ['volume', 1, 'us_gallon', 'l', '3.785411784'],
    ['volume', 1, 'm3', 'l', '1000'],
    ['digital', 1, 'kb', 'byte', '1000'],
    ['digital', 1, 'kib', 'byte', '1024'],
    ['digital', 1, 'gib', 'mb', '1073.741824'],
    ['digital', 1, 'byte', 'bit', '8'],
    ['digital', 1, 'tb', 'tib', '0.909494701773'],
    ['weight', 1, 'kan', 'kg', '3.75'],
    ['weight', 1000, 'monme', 'kan', '1'],
  ])('%s: %d %s = %s %s', (category, value, from, to, expected) => {
    expect(convert(value, category, from, to)).toBe(expected);
  });
});

describe('temperatures use offsets', () => {
  it.each([
    [-40, '-40', '233.15'],
    [0, '32', '273.15'],
    [100, '212', '373.15'],
    [37, '98.6', '310.15'],
    [-273.15, '-459.67', '0'],
  ])('%d °C = %s °F = %s K', (celsius, fahrenheit, kelvin) => {
    expect(convert(celsius, 'temperature', 'celsius', 'fahrenheit')).toBe(fahrenheit);
    expect(convert(celsius, 'temperature', 'celsius', 'kelvin')).toBe(kelvin);
    expect(convert(Number(fahrenheit), 'temperature', 'fahrenheit', 'celsius')).toBe(
      String(celsius),
    );
    expect(convert(Number(kelvin), 'temperature', 'kelvin', 'fahrenheit')).toBe(fahrenheit);
  });

  it('refuses temperatures below absolute zero', () => {
    expect(convertUnit(-1, 'temperature', 'kelvin', 'celsius')).toEqual({
      ok: false,
      reason: 'below_absolute_zero',
    });
    expect(convertUnit(-500, 'temperature', 'fahrenheit', 'kelvin')).toMatchObject({ ok: false });
    expect(convertUnit(-459.67, 'temperature', 'fahrenheit', 'kelvin')).toMatchObject({ ok: true });
  });
});

describe('every unit pair in every category round-trips', () => {
  const samples = [1, 0.1, 2.5, 1234.5678, 0.003, 98765, -12.5];
  for (const category of UNIT_CATEGORIES) {
    const pairs = category.units.flatMap((from) => category.units.map((to) => [from.id, to.id]));
    it(`${category.id}: ${pairs.length} pairs`, () => {
      for (const [from = '', to = ''] of pairs) {
        for (const sample of samples) {
          if (category.id === 'temperature' && sample < 0) continue;
          const there = convertUnit(sample, category.id, from, to, { baseFontPx: 16 });
          expect(there.ok, `${sample} ${from} -> ${to}`).toBe(true);
          if (!there.ok) continue;
          const back = convertUnit(there.value, category.id, to, from, { baseFontPx: 16 });
          expect(back.ok && formatPlainNumber(back.value), `${sample} ${from} <-> ${to}`).toBe(
            formatPlainNumber(sample),
          );
        }
      }
    });
  }
});

describe('bad input', () => {
  it('rejects unknown units and non-finite values', () => {
    expect(convertUnit(1, 'length', 'furlong', 'm')).toEqual({ ok: false, reason: 'unknown_unit' });
    expect(convertUnit(1, 'length', 'm', 'kg')).toEqual({ ok: false, reason: 'unknown_unit' });
    expect(convertUnit(Number.NaN, 'length', 'm', 'cm')).toEqual({
      ok: false,
      reason: 'not_finite',
    });
    expect(convertUnit(1e308, 'length', 'km', 'mm')).toEqual({ ok: false, reason: 'not_finite' });
  });

  it('handles a zero base font size without producing Infinity', () => {
    expect(convertUnit(16, 'css', 'px', 'rem', { baseFontPx: 0 })).toEqual({
      ok: false,
      reason: 'not_finite',
    });
  });
});

describe('defaultUnits', () => {
  it.each<[CategoryId, string, string]>([
    ['length', 'mm', 'cm'],
    ['weight', 'mg', 'g'],
    ['css', 'px', 'rem'],
    ['time', 'ms', 's'],
    ['temperature', 'celsius', 'fahrenheit'],
    ['area', 'm2', 'tsubo'],
    ['volume', 'ml', 'l'],
    ['digital', 'byte', 'kb'],
  ])('%s starts with %s -> %s', (category, from, to) => {
    expect(defaultUnits(category)).toEqual({ from, to });
  });

  it('every category has at least two units and unique ids', () => {
    for (const category of UNIT_CATEGORIES) {
      const ids = category.units.map((unit) => unit.id);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
