import { nextRowId } from './rowIds';

describe('nextRowId', () => {
  it.each([
    { ids: [], next: '1' },
    { ids: ['1', '2'], next: '3' },
    { ids: ['1', '3'], next: '4' },
    { ids: ['7', '2'], next: '8' },
    { ids: ['x', '2'], next: '3' },
  ])('gives $next after $ids', ({ ids, next }) => {
    expect(nextRowId(ids.map((id) => ({ id })))).toBe(next);
  });
});
