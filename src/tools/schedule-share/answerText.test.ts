import { answerAsText } from './answerText';
import type { OptionWhen } from '../../lib/scheduleOptions/optionTime';

const OPTIONS: (OptionWhen & { id: string })[] = [
  { id: 'a', kind: 'time', date_time: '2026-12-01T05:00:00Z', end_time: '2026-12-01T06:00:00Z' },
  { id: 'b', kind: 'afternoon', date_time: '2026-12-06T15:00:00Z' },
  { id: 'c', kind: 'text', date_time: null, label: 'オンラインならいつでも' },
];

describe('answerAsText', () => {
  it.each([
    [
      { name: ' 田中 ', comment: '遅れて参加します', selections: { a: 'yes', c: 'maybe' } },
      'ja',
      'お名前：田中\n12月1日(火) 14:00〜15:00：○\n12月7日(月) 午後：-\nオンラインならいつでも：△\nコメント：遅れて参加します',
    ],
    [
      { name: 'Tanaka', comment: ' ', selections: { b: 'no' } },
      'en',
      'Name: Tanaka\nTue, Dec 1, 14:00–15:00: -\nMon, Dec 7, afternoon: ×\nオンラインならいつでも: -',
    ],
  ] as const)('%j in %s', (answer, language, expected) => {
    expect(answerAsText(answer, OPTIONS, language)).toBe(expected);
  });
});
