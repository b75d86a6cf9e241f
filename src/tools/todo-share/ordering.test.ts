import {
  applyOrder,
  compareLists,
  compareTasks,
  filterTodos,
  moveByStep,
  moveTo,
} from './ordering';

const item = (id: string, position: number, created_at: string) => ({ id, position, created_at });

describe('compareTasks', () => {
  it.each([
    ['lower position first', item('a', 0, '2026-01-01'), item('b', 1, '2025-01-01'), -1],
    ['same position: newest first', item('a', 0, '2026-01-02'), item('b', 0, '2026-01-01'), -1],
    ['same position: older after', item('a', 0, '2026-01-01'), item('b', 0, '2026-01-02'), 1],
    [
      'negative positions (new tasks) first',
      item('a', -1, '2020-01-01'),
      item('b', 0, '2026-01-01'),
      -1,
    ],
    ['full tie: by id', item('a', 0, '2026-01-01'), item('b', 0, '2026-01-01'), -1],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareTasks(a, b))).toBe(sign);
  });
});

describe('compareLists', () => {
  it('orders by position, then oldest first', () => {
    const lists = [
      item('new', 1, '2026-03-01'),
      item('second', 0, '2026-02-01'),
      item('first', 0, '2026-01-01'),
    ];
    expect([...lists].sort(compareLists).map((list) => list.id)).toEqual([
      'first',
      'second',
      'new',
    ]);
  });
});

describe('filterTodos', () => {
  const todos = [
    { id: '1', completed: false },
    { id: '2', completed: true },
    { id: '3', completed: false },
  ];
  it.each([
    ['all', ['1', '2', '3']],
    ['open', ['1', '3']],
    ['done', ['2']],
  ] as const)('%s', (filter, ids) => {
    expect(filterTodos(todos, filter).map((todo) => todo.id)).toEqual(ids);
  });
});

describe('moveTo', () => {
  it.each([
    ['down one', ['a', 'b', 'c', 'd'], 'a', 'b', ['b', 'a', 'c', 'd']],
    ['down to the end', ['a', 'b', 'c', 'd'], 'a', 'd', ['b', 'c', 'd', 'a']],
    ['up to the top', ['a', 'b', 'c', 'd'], 'd', 'a', ['d', 'a', 'b', 'c']],
    ['up one', ['a', 'b', 'c', 'd'], 'c', 'b', ['a', 'c', 'b', 'd']],
    ['onto itself', ['a', 'b'], 'a', 'a', ['a', 'b']],
    ['unknown target', ['a', 'b'], 'a', 'x', ['a', 'b']],
  ])('%s', (_name, order, id, target, expected) => {
    expect(moveTo(order, id, target)).toEqual(expected);
  });
});

describe('moveByStep', () => {
  const order = ['a', 'b', 'c', 'd', 'e'];
  it.each([
    ['up', order, 'c', -1, ['a', 'c', 'b', 'd', 'e']],
    ['down', order, 'c', 1, ['a', 'b', 'd', 'c', 'e']],
    ['first cannot go up', order, 'a', -1, null],
    ['last cannot go down', order, 'e', 1, null],
    // With "open" showing a, c, e: c moves up past a (b, hidden, stays where it was).
    ['past the visible neighbour, up', ['a', 'c', 'e'], 'c', -1, ['c', 'a', 'b', 'd', 'e']],
    ['past the visible neighbour, down', ['a', 'c', 'e'], 'c', 1, ['a', 'b', 'd', 'e', 'c']],
    ['not visible', ['a', 'c'], 'b', 1, null],
  ] as const)('%s', (_name, visible, id, step, expected) => {
    expect(moveByStep(order, visible, id, step)).toEqual(expected);
  });
});

describe('applyOrder', () => {
  it('numbers the named items from 0 and leaves the others', () => {
    const items = [item('a', 5, 'x'), item('b', 3, 'x'), item('new', -1, 'x')];
    expect(applyOrder(items, ['b', 'a']).map(({ id, position }) => [id, position])).toEqual([
      ['a', 1],
      ['b', 0],
      ['new', -1],
    ]);
  });
});
