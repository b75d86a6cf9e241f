import { DEFAULT_FLAGS, isUnicodeAware, normalizeFlags, setFlag } from './regexFlags';

describe('regex flags', () => {
  it('has g on by default', () => {
    expect(DEFAULT_FLAGS).toBe('g');
  });

  it.each([
    ['g', 'i', true, 'gi'],
    ['gi', 'g', false, 'i'],
    ['', 'y', true, 'y'],
    ['gim', 's', true, 'gims'],
    ['g', 'd', true, 'dg'],
    ['gu', 'v', true, 'gv'],
    ['gv', 'u', true, 'gu'],
    ['gu', 'u', false, 'g'],
    ['g', 'g', true, 'g'],
  ] as const)('setFlag(%j, %s, %s) is %j', (flags, flag, on, expected) => {
    expect(setFlag(flags, flag, on)).toBe(expected);
    expect(() => new RegExp('a', expected)).not.toThrow();
  });

  it.each([
    ['', ''],
    ['yvsmigd', 'dgimsvy'],
    ['ggii', 'gi'],
    ['uv', 'u'],
    ['gx!', 'g'],
  ])('normalizeFlags(%j) is %j', (flags, expected) => {
    expect(normalizeFlags(flags)).toBe(expected);
  });

  it.each([
    ['g', false],
    ['gu', true],
    ['v', true],
  ])('isUnicodeAware(%j) is %s', (flags, expected) => {
    expect(isUnicodeAware(flags)).toBe(expected);
  });
});
