import { documentsFrom, versionsFrom } from './businessDocument';

const row = (id: string, updatedAt: string) => ({
  id,
  kind: 'quote',
  number: `Q-${id}`,
  data: {},
  created_at: '2026-01-01T00:00:00Z',
  updated_at: updatedAt,
});

const versionRow = (id: string, version: number) => ({
  id,
  version,
  action: 'issued',
  number: 'Q-1',
  data: {},
  created_at: '2026-01-01T00:00:00Z',
});

describe('documentsFrom', () => {
  it.each([
    [[], []],
    [
      [row('a', '2026-01-01T00:00:00Z'), row('b', '2026-02-01T00:00:00Z')],
      ['b', 'a'],
    ],
    [[row('a', '2026-01-01T00:00:00Z'), null, 'text', { id: 'c' }], ['a']],
  ])('%# keeps the documents, newest change first', (rows, ids) => {
    expect(documentsFrom(rows).map((document) => document.id)).toEqual(ids);
  });
});

describe('versionsFrom', () => {
  it.each([
    [[], []],
    [
      [versionRow('v2', 2), versionRow('v1', 1)],
      ['v2', 'v1'],
    ],
    [[versionRow('v1', 1), { ...versionRow('x', 2), action: 'deleted' }, 7], ['v1']],
  ])('%# keeps the versions in the rows’ order', (rows, ids) => {
    expect(versionsFrom(rows).map((version) => version.id)).toEqual(ids);
  });
});
