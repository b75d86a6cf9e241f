import { describe, expect, it } from 'vitest';
import { madeFrom, type DraftKind, type MadeKind } from './quoteTypes';

describe('madeFrom', () => {
  it.each<[DraftKind, MadeKind[]]>([
    ['quote', ['invoice', 'delivery_note']],
    ['invoice', ['receipt', 'delivery_note']],
    ['delivery_note', ['invoice']],
    ['receipt', []],
  ])('a %s can be made into %j', (kind, made) => {
    expect(madeFrom(kind)).toEqual(made);
  });
});
