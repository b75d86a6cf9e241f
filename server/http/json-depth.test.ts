import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-depth.ts';

describe('jsonNestsDeeperThan', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it.each([
    ['{}', 1, false],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['"[[[[["', 1, false],
    ['["\\"[[[", []]', 2, false],
    ['["\\\\", [[]]]', 2, true],
  ])('%s deeper than %i: %s', (text, limit, expected) => {
    expect(jsonNestsDeeperThan(text, limit)).toBe(expected);
  });

  it('allows the limit and refuses one more level', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(nested(100_000))).toBe(true);
  });
});
