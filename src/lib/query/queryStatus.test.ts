import { DataFailure } from './dataQueries';
import { queryStatus } from './queryStatus';

const notFound = new DataFailure({ kind: 'not_found', message: 'gone' });
const database = new DataFailure({ kind: 'database', message: 'boom' });

describe('queryStatus', () => {
  it.each([
    { name: 'nothing yet', query: { data: undefined, error: null }, expected: 'loading' },
    { name: 'data', query: { data: { a: 1 }, error: null }, expected: 'shown' },
    { name: 'first load failed', query: { data: undefined, error: database }, expected: 'failed' },
    { name: 'refresh failed', query: { data: { a: 1 }, error: database }, expected: 'shown' },
    {
      name: 'a plain error',
      query: { data: undefined, error: new Error('x') },
      expected: 'failed',
    },
    { name: 'not found', query: { data: undefined, error: notFound }, expected: 'not_found' },
    {
      name: 'stopped after shown',
      query: { data: { a: 1 }, error: notFound },
      expected: 'not_found',
    },
  ])('$name → $expected', ({ query, expected }) => {
    expect(queryStatus(query)).toBe(expected);
  });
});
