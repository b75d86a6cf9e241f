import { isOneOf } from '../../lib/isOneOf';

/**
 * Every unit the converter offers, grouped by category. A unit converts to and from its
 * category's base unit; the first two units of a category are the defaults after a switch.
 */
export const CATEGORY_IDS = [
  'length',
  'weight',
  'temperature',
  'area',
  'volume',
  'time',
  'digital',
  'css',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface ConversionContext {
  /** Root and element font size in px for rem and em (CSS default 16). */
  baseFontPx: number;
}

export interface UnitDefinition {
  id: string;
  toBase: (value: number, context: ConversionContext) => number;
  fromBase: (value: number, context: ConversionContext) => number;
}

export interface UnitCategory {
  id: CategoryId;
  /** The unit in which the factors below are expressed (documentation and tests). */
  baseUnit: string;
  units: readonly UnitDefinition[];
}

export const DEFAULT_BASE_FONT_PX = 16;

/** A unit worth `factor` base units. */
function linear(id: string, factor: number): UnitDefinition {
  return { id, toBase: (value) => value * factor, fromBase: (value) => value / factor };
}

function fontRelative(id: string): UnitDefinition {
  return {
    id,
    toBase: (value, context) => value * context.baseFontPx,
    fromBase: (value, context) => value / context.baseFontPx,
  };
}

/** 1 尺 = 10/33 m (the Meiji weights and measures act), so 1 寸 = 1/10 尺 and 1 間 = 6 尺. */
const SHAKU_MM = 10_000 / 33;
/** 1 升 = 2401/1331 L (Meiji act), 1 合 = 1/10 升. */
const SHO_ML = 2_401_000 / 1331;
/** 1 坪 = 1 間 × 1 間 = (6 × 10/33 m)² = 400/121 m². */
const TSUBO_M2 = 400 / 121;

export const UNIT_CATEGORIES: readonly UnitCategory[] = [
  {
    id: 'length',
    baseUnit: 'mm',
    units: [
      linear('mm', 1),
      linear('cm', 10),
      linear('m', 1000),
      linear('km', 1_000_000),
      linear('inch', 25.4),
      linear('ft', 304.8),
      linear('yd', 914.4),
      linear('mile', 1_609_344),
      linear('sun', SHAKU_MM / 10),
      linear('shaku', SHAKU_MM),
      linear('ken', SHAKU_MM * 6),
    ],
  },
  {
    id: 'weight',
    baseUnit: 'mg',
    units: [
      linear('mg', 1),
      linear('g', 1000),
      linear('kg', 1_000_000),
      linear('t', 1_000_000_000),
      linear('oz', 28_349.5),
      linear('lb', 453_592),
      linear('monme', 3750),
      linear('kan', 3_750_000),
    ],
  },
  {
    id: 'temperature',
    baseUnit: 'celsius',
    units: [
      { id: 'celsius', toBase: (value) => value, fromBase: (value) => value },
      {
        id: 'fahrenheit',
        toBase: (value) => ((value - 32) * 5) / 9,
        fromBase: (value) => (value * 9) / 5 + 32,
      },
      { id: 'kelvin', toBase: (value) => value - 273.15, fromBase: (value) => value + 273.15 },
    ],
  },
  {
    id: 'area',
    baseUnit: 'm2',
    units: [
      linear('m2', 1),
      linear('tsubo', TSUBO_M2),
      // 不動産の表示に関する公正競争規約: one 畳 in listings is at least 1.62 m².
      linear('jo_realestate', 1.62),
      linear('jo_edoma', 1.76 * 0.88),
      linear('jo_chukyoma', 1.82 * 0.91),
      linear('jo_kyoma', 1.91 * 0.955),
      linear('jo_danchima', 1.7 * 0.85),
      linear('cm2', 0.0001),
      linear('km2', 1_000_000),
      linear('a', 100),
      linear('ha', 10_000),
      linear('in2', 0.000_645_16),
      linear('ft2', 0.092_903_04),
      linear('yd2', 0.836_127_36),
      linear('acre', 4046.856_422_4),
    ],
  },
  {
    id: 'volume',
    baseUnit: 'ml',
    units: [
      linear('ml', 1),
      linear('l', 1000),
      linear('cm3', 1),
      linear('m3', 1_000_000),
      linear('us_tsp', 4.928_921_593_75),
      linear('us_tbsp', 14.786_764_781_25),
      linear('us_floz', 29.573_529_562_5),
      linear('us_cup', 236.588_236_5),
      linear('us_pint', 473.176_473),
      linear('us_quart', 946.352_946),
      linear('us_gallon', 3785.411_784),
      linear('imp_gallon', 4546.09),
      linear('go', SHO_ML / 10),
      linear('sho', SHO_ML),
      linear('kosaji', 5),
      linear('osaji', 15),
      linear('jp_cup', 200),
    ],
  },
  {
    id: 'time',
    baseUnit: 'ms',
    units: [
      linear('ms', 1),
      linear('s', 1000),
      linear('min', 60_000),
      linear('h', 3_600_000),
      linear('day', 86_400_000),
      linear('week', 604_800_000),
    ],
  },
  {
    id: 'digital',
    baseUnit: 'byte',
    units: [
      linear('byte', 1),
      linear('kb', 1e3),
      linear('mb', 1e6),
      linear('gb', 1e9),
      linear('tb', 1e12),
      linear('pb', 1e15),
      linear('kib', 2 ** 10),
      linear('mib', 2 ** 20),
      linear('gib', 2 ** 30),
      linear('tib', 2 ** 40),
      linear('pib', 2 ** 50),
      linear('bit', 1 / 8),
    ],
  },
  {
    id: 'css',
    baseUnit: 'px',
    units: [
      linear('px', 1),
      fontRelative('rem'),
      fontRelative('em'),
      // The spec's factor; CSS itself defines 1pt as exactly 4/3 px.
      linear('pt', 1.333),
    ],
  },
];

export function findCategory(id: CategoryId): UnitCategory {
  const category = UNIT_CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`unknown unit category ${id}`);
  return category;
}

export function isCategoryId(value: string): value is CategoryId {
  return isOneOf(CATEGORY_IDS, value);
}

/** The units selected after switching to a category: its first and second. */
export function defaultUnits(id: CategoryId): { from: string; to: string } {
  const [first, second] = findCategory(id).units;
  if (!first || !second) throw new Error(`category ${id} needs two units`);
  return { from: first.id, to: second.id };
}
