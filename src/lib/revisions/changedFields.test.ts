import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields';

describe('changedFields', () => {
  it.each([
    {
      base: { title: 'a', description: null, due_date: null },
      edited: { title: 'a', description: 'x', due_date: null },
      changes: { description: 'x' },
    },
    {
      base: { title: 'a', description: 'x', due_date: '2030-01-01' },
      edited: { title: 'b', description: 'x', due_date: null },
      changes: { title: 'b', due_date: null },
    },
    { base: { title: 'a' }, edited: { title: 'a' }, changes: {} },
  ])('sends only what differs from the base: %j', ({ base, edited, changes }) => {
    expect(changedFields<Record<string, unknown>>(base, edited)).toEqual(changes);
  });
});
