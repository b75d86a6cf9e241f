import { computeReverseSchedule } from './computeReverseSchedule';
import { buildScheduleText, formatCalendarDate } from './formatSchedule';

describe('formatCalendarDate', () => {
  it.each([
    ['2025-04-01', 'ja', '2025年4月1日(火)'],
    ['2025-04-01', 'en', 'Tue, April 1, 2025'],
    ['2024-12-31', 'ja', '2024年12月31日(火)'],
  ] as const)('%s in %s', (date, language, expected) => {
    expect(formatCalendarDate(date, language)).toBe(expected);
  });
});

describe('buildScheduleText', () => {
  it('lists the begin time, every step and the arrival', () => {
    const schedule = computeReverseSchedule('2025-04-01', '00:10', [
      { name: '支度', minutes: 20, type: 'preparation' },
      { name: '移動', minutes: 10, type: 'travel' },
    ]);
    const text = buildScheduleText(schedule, {
      begin: (clock) => `${clock.date} ${clock.time} 開始`,
      step: (step) => `${step.start.time}〜${step.end.time} ${step.name}`,
      arrival: (clock) => `${clock.time} 到着`,
    });
    expect(text).toBe('2025-03-31 23:40 開始\n23:40〜00:00 支度\n00:00〜00:10 移動\n00:10 到着');
  });
});
