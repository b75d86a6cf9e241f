import {
  MAX_REMEMBERED_POSITIONS,
  parsePositions,
  rememberPosition,
  scrollActionFor,
  serializePositions,
  type NavigationKind,
  type ScrollAction,
} from './scrollPositions';
import { UNKEYED_ENTRY } from './openingEntryKey';

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

describe('remembered positions', () => {
  it('adds, updates and moves an entry to the newest place', () => {
    const one = rememberPosition({}, 'a', 10);
    expect(one).toEqual({ a: 10 });
    const two = rememberPosition(one, 'b', 20);
    expect(rememberPosition(two, 'a', 30)).toEqual({ b: 20, a: 30 });
    expect(Object.keys(rememberPosition(two, 'a', 30))).toEqual(['b', 'a']);
    expect(one).toEqual({ a: 10 });
  });

  it('keeps only the newest entries', () => {
    let positions = {};
    for (let index = 0; index < MAX_REMEMBERED_POSITIONS + 5; index += 1) {
      positions = rememberPosition(positions, `k${index}`, index);
    }
    const keys = Object.keys(positions);
    expect(keys).toHaveLength(MAX_REMEMBERED_POSITIONS);
    expect(keys[0]).toBe('k5');
    expect(keys.at(-1)).toBe(`k${MAX_REMEMBERED_POSITIONS + 4}`);
    expect(rememberPosition({ a: 1, b: 2, c: 3 }, 'd', 4, 2)).toEqual({ c: 3, d: 4 });
  });

  it.each<[string, string | null, Record<string, number>]>([
    ['nothing stored', null, {}],
    ['stored positions', '{"k1":0,"k2":480.5}', { k1: 0, k2: 480.5 }],
    ['broken text', '{"k1":', {}],
    ['a list', '[1,2]', {}],
    ['null', 'null', {}],
    ['values that are not positions', '{"k1":"10","k2":-5,"k3":null,"k4":7}', { k4: 7 }],
  ])('reads back %s', (_, raw, expected) => {
    expect(parsePositions(raw)).toEqual(expected);
  });

  it('stores every entry except the one all fresh visits share', () => {
    const text = serializePositions({ [UNKEYED_ENTRY]: 900, k1: 10 });
    expect(parsePositions(text)).toEqual({ k1: 10 });
  });
});
