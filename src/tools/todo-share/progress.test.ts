import { computeProgress } from './progress';

describe('computeProgress', () => {
  it.each([
    [[], { completed: 0, total: 0, rate: 0 }],
    [[{ completed: true }], { completed: 1, total: 1, rate: 100 }],
    [
      [{ completed: true }, { completed: false }, { completed: false }],
      { completed: 1, total: 3, rate: 33 },
    ],
    [
      [{ completed: true }, { completed: true }, { completed: false }],
      { completed: 2, total: 3, rate: 67 },
    ],
  ])('%j -> %j', (todos, expected) => {
    expect(computeProgress(todos)).toEqual(expected);
  });
});
