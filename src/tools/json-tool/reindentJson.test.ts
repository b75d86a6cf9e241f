import fc from 'fast-check';
import {
  hasLoneSurrogate,
  reindentBeginning,
  reindentByConcatenation,
  reindentIntoBuffer,
  reindentJson,
} from './reindentJson';

const documents = [
  '{}',
  '[]',
  '{"a":1}',
  ' { "a" : [ 1 , 2 , { } , [ ] ] , "b" : { "c" : null } } ',
  '"just a string"',
  '-1.5e+10',
  '{"s":"a,{[:]}\\"x\\\\"}',
  '{"日本":"語🚀","emoji":"👨‍👩‍👧"}',
  '{\r\n\t"crlf": [\r\n\t\t1\r\n\t]\r\n}',
  '[12345678901234567890, 1.0, 1e400]',
  `${'['.repeat(200)}${']'.repeat(200)}`,
  `${'[1,'.repeat(200)}1${']'.repeat(200)}`,
];

describe('reindentJson', () => {
  it.each(documents)('both paths agree on %j', (text) => {
    for (const indent of [null, '  ', '    ', '\t']) {
      expect(reindentIntoBuffer(text, indent)).toBe(reindentByConcatenation(text, indent));
    }
  });

  it('lays out ordinary documents exactly like JSON.stringify', () => {
    const value = { a: [1, { b: 'c', d: [] }], e: {}, f: 'é🚀', g: -1.5, h: [[[]]] };
    const text = JSON.stringify(value);
    for (const indent of ['  ', '    ', '\t']) {
      expect(reindentJson(text, indent)).toBe(JSON.stringify(value, null, indent));
    }
    expect(reindentJson(JSON.stringify(value, null, 2), null)).toBe(text);
  });

  it('keeps a lone surrogate inside a string exactly (the slow, exact path)', () => {
    const text = '["a\ud800b", "\udc00"]';
    expect(reindentJson(text, null)).toBe('["a\ud800b","\udc00"]');
    expect(reindentJson(text, '  ')).toBe('[\n  "a\ud800b",\n  "\udc00"\n]');
  });

  it('keeps a closing bracket that lands exactly on the end of its buffer', () => {
    // At indent 4 the last ']' of this document falls on the first buffer's last slot; it used
    // to be dropped, leaving a NUL in its place.
    const text = '[[[[[[1]]]]]]';
    const out = reindentJson(text, '    ');
    expect(out).not.toContain('\u0000');
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    expect(out).toBe(JSON.stringify(JSON.parse(text), null, 4));
  });

  it('never leaves a NUL at any depth and indent', () => {
    for (let depth = 1; depth <= 40; depth++) {
      for (const indent of ['  ', '    ', '\t']) {
        const text = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
        expect(reindentIntoBuffer(text, indent)).toBe(
          JSON.stringify(JSON.parse(text), null, indent),
        );
      }
    }
  });

  it('grows its buffer for deep indentation', () => {
    const deep = `${'['.repeat(300)}1${']'.repeat(300)}`;
    const out = reindentJson(deep, '\t\t\t\t');
    expect(out.length).toBeGreaterThan(deep.length * 100);
    expect(JSON.parse(out)).toEqual(JSON.parse(deep));
  });

  it('formats a multi-megabyte document quickly', () => {
    const text = JSON.stringify(
      Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `名前${i}`, tags: ['x', 'y'] })),
    );
    const started = performance.now();
    const out = reindentJson(text, '  ');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(out).toBe(JSON.stringify(JSON.parse(text), null, 2));
  });
});

describe('deep nesting', () => {
  it.each([1_000, 10_000])(
    'formats a %d-level array exactly as JSON.stringify',
    (depth) => {
      const text = '['.repeat(depth) + ']'.repeat(depth);
      // The reference, built the way JSON.stringify(value, null, 2) lays out nested arrays
      // (Node's own JSON.stringify runs out of stack at this depth; browsers do not).
      const lines: string[] = [];
      for (let level = 0; level < depth - 1; level += 1) lines.push(`${'  '.repeat(level)}[`);
      lines.push(`${'  '.repeat(depth - 1)}[]`);
      for (let level = depth - 2; level >= 0; level -= 1) lines.push(`${'  '.repeat(level)}]`);
      const expected = lines.join('\n');
      if (depth === 1_000) expect(JSON.stringify(JSON.parse(text), null, 2)).toBe(expected);
      expect(reindentIntoBuffer(text, '  ') === expected).toBe(true);
      expect(reindentJson(text, null)).toBe(text);
    },
    60_000,
  );

  it('keeps a surrogate pair cut between decoding chunks', () => {
    const text = `[${'"'}${'😀'.repeat(700_000)}"]`;
    expect(reindentIntoBuffer(text, '  ')).toBe(`[\n  "${'😀'.repeat(700_000)}"\n]`);
  });
});

describe('reindentBeginning', () => {
  const documents = [
    JSON.stringify(
      Array.from({ length: 300 }, (_, id) => ({ id, name: `名前${id}`, tags: ['a', 'b'] })),
    ),
    `{"long": "${'x'.repeat(5000)}", "after": [1, 2, {}]}`,
    // A lone surrogate and an emoji across the cut.
    `["\ud800", "${'😀'.repeat(3000)}"]`,
    '[]',
  ];
  it.each(
    documents.flatMap((json) =>
      [null, '  ', '\t'].flatMap((indent) =>
        [1, 100, 4099].map((chars) => ({ json, indent, chars })),
      ),
    ),
  )(
    'is the beginning of the whole result ($chars units, indent $indent)',
    ({ json, indent, chars }) => {
      const whole = reindentJson(json, indent);
      const beginning = reindentBeginning(json, indent, chars);
      expect(whole.startsWith(beginning)).toBe(true);
      expect(beginning.length).toBeGreaterThanOrEqual(Math.min(whole.length, chars - 1));
      expect(beginning.length).toBeLessThanOrEqual(chars);
    },
  );
});

describe('hasLoneSurrogate', () => {
  /** The reference: encodeURIComponent refuses a string with a lone surrogate (URIError). */
  const refused = (text: string) => {
    try {
      encodeURIComponent(text);
      return false;
    } catch {
      return true;
    }
  };

  it.each([
    ['', false],
    ['abc', false],
    ['😀', false],
    ['\uD83D', true],
    ['\uDE00', true],
    ['a\uD83Db', true],
    ['\uDE00\uD83D', true],
    ['\uD83D\uD83D\uDE00', true],
    ['"語🚀" \uD83D\uDE00', false],
  ])('%j: %s', (text, lone) => {
    expect(hasLoneSurrogate(text)).toBe(lone);
    expect(refused(text)).toBe(lone);
  });

  it('agrees with encodeURIComponent on strings of surrogates and other code units', () => {
    const unit = fc.constantFrom(0x41, 0x3042, 0xd83d, 0xde00, 0xdbff, 0xdc00);
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (codes) => {
        const text = String.fromCharCode(...codes);
        expect(hasLoneSurrogate(text)).toBe(refused(text));
      }),
    );
  });
});
