import { describe, expect, it } from 'vitest';
import { sortSteps, stepPlaces } from './stepOrder';
import type { TodoStep } from './steps';

const step = (id: string, position: number, created = '2026-11-29T00:00:00Z'): TodoStep => ({
  id,
  todo_id: 't',
  list_id: 'l',
  title: id,
  completed: false,
  position,
  created_at: created,
});

/** The order the written positions give (the rest keep theirs), as the page reads it back. */
function after(steps: TodoStep[], id: string, targetId: string): string[] {
  const places = new Map(stepPlaces(steps, id, targetId).map((p) => [p.step.id, p.position]));
  return sortSteps(steps.map((s) => ({ ...s, position: places.get(s.id) ?? s.position }))).map(
    (s) => s.id,
  );
}

describe('stepPlaces', () => {
  const abc = [step('a', 0), step('b', 1), step('c', 2)];
  it.each([
    ['down one', 'a', 'b', ['b', 'a', 'c']],
    ['up one', 'c', 'b', ['a', 'c', 'b']],
    ['last to first', 'c', 'a', ['c', 'a', 'b']],
    ['first to last', 'a', 'c', ['b', 'c', 'a']],
    ['onto itself', 'b', 'b', ['a', 'b', 'c']],
  ])('%s', (_name, id, target, expected) => {
    expect(after(abc, id, target)).toEqual(expected);
  });

  it('writes only the steps whose position changes', () => {
    const steps = [step('a', 0), step('b', 1), step('c', 2), step('d', 3)];
    expect(stepPlaces(steps, 'c', 'b').map((p) => [p.step.id, p.position])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
  });

  it('untangles equal positions (two steps added at once) into 0, 1, 2…', () => {
    const steps = [
      step('a', 0),
      step('b', 1, '2026-11-29T00:00:01Z'),
      step('c', 1, '2026-11-29T00:00:02Z'),
    ];
    expect(after(steps, 'c', 'b')).toEqual(['a', 'c', 'b']);
    expect(stepPlaces(steps, 'c', 'b').map((p) => [p.step.id, p.position])).toEqual([['b', 2]]);
  });

  it('steps given in any order are read by position', () => {
    expect(after([step('c', 2), step('a', 0), step('b', 1)], 'a', 'b')).toEqual(['b', 'a', 'c']);
  });
});
