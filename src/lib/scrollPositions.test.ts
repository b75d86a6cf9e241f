import { scrollActionFor, type NavigationKind, type ScrollAction } from './scrollPositions';

describe('scrollActionFor', () => {
  it.each<[string, NavigationKind, string | null, string, number | undefined, ScrollAction]>([
    ['Back to a page left scrolled', 'POP', '/json-tool', '/', 1200, { kind: 'restore', y: 1200 }],
    ['Forward to a page left scrolled', 'POP', '/', '/json-tool', 300, { kind: 'restore', y: 300 }],
    ['Back to a page left at the top', 'POP', '/json-tool', '/', 0, { kind: 'restore', y: 0 }],
    ['a reload of a page left scrolled', 'POP', null, '/', 640, { kind: 'restore', y: 640 }],
    ['Back to an entry never seen here', 'POP', '/json-tool', '/', undefined, { kind: 'top' }],
    ['the first page of a visit', 'POP', null, '/json-tool', undefined, { kind: 'keep' }],
    ['a link to another page', 'PUSH', '/', '/json-tool', undefined, { kind: 'top' }],
    ['a link to another page, even one seen before', 'PUSH', '/', '/terms', 500, { kind: 'top' }],
    ['a redirect to another page', 'REPLACE', '/settings', '/', undefined, { kind: 'top' }],
    [
      'a new query on the same page',
      'PUSH',
      '/schedule-share',
      '/schedule-share',
      undefined,
      { kind: 'keep' },
    ],
    [
      'a tool writing its input',
      'REPLACE',
      '/color-code',
      '/color-code',
      undefined,
      { kind: 'keep' },
    ],
  ])('%s', (_, kind, previous, pathname, saved, expected) => {
    expect(scrollActionFor(kind, previous, pathname, saved)).toEqual(expected);
  });
});
