import { stillFor } from './typedFor';

describe('stillFor', () => {
  it.each([
    [{ value: 'Ichiro Tanaka', typedFor: '田中 一郎' }, '田中 一郎', 'Ichiro Tanaka'],
    [{ value: 'Ichiro Tanaka', typedFor: '田中 一郎' }, ' 田中 一郎 ', 'Ichiro Tanaka'],
    [{ value: 'Ichiro Tanaka', typedFor: '田中 一郎' }, 'Emily Brown', undefined],
    [undefined, 'Emily Brown', undefined],
  ])('%j for %j → %j', (entry, current, expected) => {
    expect(stillFor(entry, current)).toBe(expected);
  });
});
