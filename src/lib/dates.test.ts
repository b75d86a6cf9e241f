import { addDays, formatTokyoDateTime, tokyoDateString, tokyoWallTimeToDate } from './dates';

describe('Tokyo dates', () => {
  it('gives the Tokyo calendar date near midnight UTC', () => {
    expect(tokyoDateString(new Date('2025-03-31T15:30:00Z'))).toBe('2025-04-01');
    expect(tokyoDateString(new Date('2025-03-31T14:59:00Z'))).toBe('2025-03-31');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-15', 30)).toBe('2026-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('reads wall-clock times as +09:00 and formats back in Tokyo', () => {
    const instant = tokyoWallTimeToDate('2025-12-03', '14:00');
    expect(instant.toISOString()).toBe('2025-12-03T05:00:00.000Z');
    expect(formatTokyoDateTime(instant, 'ja')).toContain('14:00');
  });

  it.each([
    ['ja', {}, '2026年12月1日 18:05'],
    ['en', {}, 'Dec 1, 2026, 06:05 PM'],
    ['ja', { hourCycle: 'h23' }, '2026年12月1日 18:05'],
    ['en', { hourCycle: 'h23' }, 'Dec 1, 2026, 18:05'],
  ] as const)('writes an instant with its year in %s (%j)', (language, options, expected) => {
    expect(formatTokyoDateTime('2026-12-01T09:05:00Z', language, options)).toBe(expected);
  });
});
