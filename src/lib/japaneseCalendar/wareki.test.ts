import fc from 'fast-check';
import { ERAS, eraByName } from './eras';
import { findWarekiDate, readJapaneseNumber, warekiToDate } from './wareki';
import { eraYearsOf, formatWareki, toWareki } from './warekiFormat';

/** ICU's Japanese calendar, the engine's own: an independent reading of the era boundaries. */
const icu = new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {
  era: 'long',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});
function icuParts(date: string) {
  const parts = icu.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    era: part('era'),
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
  };
}

const dayMs = 86_400_000;
const anyDate = (from: string, to: string) =>
  fc
    .integer({
      min: Date.parse(`${from}T00:00:00Z`) / dayMs,
      max: Date.parse(`${to}T00:00:00Z`) / dayMs,
    })
    .map((days) => new Date(days * dayMs).toISOString().slice(0, 10));

describe('eras', () => {
  it.each([
    ['明治', '1873-01-01', '1912-07-29'],
    ['大正', '1912-07-30', '1926-12-24'],
    ['昭和', '1926-12-25', '1989-01-07'],
    ['平成', '1989-01-08', '2019-04-30'],
    ['令和', '2019-05-01', null],
  ])('%s runs from %s to %s', (name, first, last) => {
    const era = eraByName(name);
    expect(era?.first).toBe(first);
    expect(era?.last).toBe(last);
  });

  it('each era begins the day after the previous one ends', () => {
    for (let index = 1; index < ERAS.length; index++) {
      const last = ERAS[index - 1]?.last as string;
      const next = new Date(Date.parse(`${last}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
      expect(ERAS[index]?.first).toBe(next);
    }
  });
});

describe('toWareki agrees with ICU for every day from 1873 to 2100', () => {
  it('by property', () => {
    fc.assert(
      fc.property(anyDate('1873-01-01', '2100-12-31'), (date) => {
        const ours = toWareki(date);
        const theirs = icuParts(date);
        expect(ours?.era.name).toBe(theirs.era);
        expect(ours?.eraYear).toBe(theirs.year);
        expect([ours?.month, ours?.day]).toEqual([theirs.month, theirs.day]);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    '1912-07-29',
    '1912-07-30',
    '1926-12-24',
    '1926-12-25',
    '1989-01-07',
    '1989-01-08',
    '2019-04-30',
    '2019-05-01',
  ])('on the boundary day %s', (date) => {
    expect(toWareki(date)?.era.name).toBe(icuParts(date).era);
    expect(toWareki(date)?.eraYear).toBe(icuParts(date).year);
  });

  it('writes and reads back every day', () => {
    fc.assert(
      fc.property(anyDate('1873-01-01', '2100-12-31'), fc.boolean(), (date, gannen) => {
        const text = formatWareki(date, { gannen }) as string;
        expect(findWarekiDate(text)).toMatchObject({ ok: true, date });
        expect(findWarekiDate(formatWareki(date, { style: 'initial' }) as string)).toMatchObject({
          ok: true,
          date,
        });
      }),
      { numRuns: 3000 },
    );
  });
});

describe('findWarekiDate', () => {
  it.each([
    ['令和8年12月10日', '2026-12-10'],
    ['納期 令和8年12月10日（木）', '2026-12-10'],
    ['令和元年5月1日', '2019-05-01'],
    ['令和１年５月１日', '2019-05-01'],
    ['令和元年五月一日', '2019-05-01'],
    ['令和八年十二月三十一日', '2026-12-31'],
    ['R8.12.10', '2026-12-10'],
    ['r8/12/10', '2026-12-10'],
    ['H31.4.30', '2019-04-30'],
    ['㍻31年4月30日', '2019-04-30'],
    ['㋿2年1月1日', '2020-01-01'],
    ['昭和64年1月7日', '1989-01-07'],
    ['大正15年12月24日', '1926-12-24'],
    ['明治45年7月29日', '1912-07-29'],
    ['大正元年7月30日', '1912-07-30'],
    ['明治6年1月1日', '1873-01-01'],
    ['平成元年1月8日', '1989-01-08'],
  ])('%j is %s', (text, date) => {
    expect(findWarekiDate(text)).toMatchObject({ ok: true, date });
  });

  it.each([
    ['令和0年1月1日', 'year_zero'],
    ['令和元年4月30日', 'out_of_era'],
    ['平成31年5月1日', 'out_of_era'],
    ['平成32年1月1日', 'out_of_era'],
    ['昭和64年1月8日', 'out_of_era'],
    ['昭和65年1月1日', 'out_of_era'],
    ['大正15年12月25日', 'out_of_era'],
    ['大正元年7月29日', 'out_of_era'],
    ['明治45年7月30日', 'out_of_era'],
    ['明治5年12月2日', 'before_gregorian'],
    ['明治元年10月23日', 'before_gregorian'],
    ['令和3年2月29日', 'invalid_date'],
    ['令和8年13月1日', 'invalid_date'],
    ['昭和64年', 'incomplete'],
    ['令和8年12月', 'incomplete'],
  ])('%j is refused: %s', (text, problem) => {
    expect(findWarekiDate(text)).toMatchObject({ ok: false, problem });
  });

  it.each(['2026年12月10日', '12月10日', 'SR8.12.10の件', 'ご発注から2週間', ''])(
    '%j names no era',
    (text) => {
      expect(findWarekiDate(text)).toBeNull();
    },
  );
});

describe('helpers', () => {
  it.each([
    ['一', 1],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['三十一', 31],
    ['九十九', 99],
    ['〇', 0],
    ['12', 12],
  ])('reads %s as %i', (text, value) => {
    expect(readJapaneseNumber(text)).toBe(value);
  });

  it.each(['十十', '一二', '百', 'x'])('does not read %s', (text) => {
    expect(readJapaneseNumber(text)).toBeNaN();
  });

  it('knows both era years of a year with two eras', () => {
    expect(eraYearsOf(1989).map((e) => `${e.era.name}${e.eraYear}`)).toEqual(['昭和64', '平成1']);
    expect(eraYearsOf(2019).map((e) => `${e.era.name}${e.eraYear}`)).toEqual(['平成31', '令和1']);
    expect(eraYearsOf(1872)).toEqual([]);
  });

  it('writes 元年 unless asked not to', () => {
    expect(formatWareki('2019-05-01')).toBe('令和元年5月1日');
    expect(formatWareki('2019-05-01', { gannen: false })).toBe('令和1年5月1日');
    expect(formatWareki('2019-05-01', { style: 'initial' })).toBe('R1.5.1');
    expect(formatWareki('1872-12-31')).toBeNull();
    expect(warekiToDate(eraByName('令和')!, 8, 2, 29)).toMatchObject({
      ok: false,
      problem: 'invalid_date',
    });
  });
});
