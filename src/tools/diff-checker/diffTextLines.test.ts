import { diffTextLines, comparisonKey, type DiffOutcome } from './diffTextLines';

function linesOf(outcome: DiffOutcome) {
  if (outcome.status !== 'ok') throw new Error('timed out');
  return outcome.lines.map(
    (line) => `${{ unchanged: ' ', removed: '-', added: '+' }[line.type]}${line.value}`,
  );
}

describe('diffTextLines', () => {
  it.each([
    ['both empty', '', '', []],
    ['identical', 'a\nb', 'a\nb', [' a', ' b']],
    ['everything added', '', 'a\nb', ['+a', '+b']],
    ['everything removed', 'a\nb', '', ['-a', '-b']],
    ['one line changed', 'a\nb\nc', 'a\nB\nc', [' a', '-b', '+B', ' c']],
    ['line inserted', 'a\nc', 'a\nb\nc', [' a', '+b', ' c']],
    ['line deleted', 'a\nb\nc', 'a\nc', [' a', '-b', ' c']],
    ['CRLF against LF is no change', 'a\r\nb\r\n', 'a\nb', [' a', ' b']],
    ['final newline is no change', 'a\nb\n', 'a\nb', [' a', ' b']],
    [
      'Japanese lines',
      'お世話になっております。\n見積書を送付します。',
      'お世話になっております。\n請求書を送付します。',
      [' お世話になっております。', '-見積書を送付します。', '+請求書を送付します。'],
    ],
    ['emoji lines', '👍\n🎉', '👍\n🎊', [' 👍', '-🎉', '+🎊']],
    ['removals come before additions in a block', 'x\ny', 'p\nq', ['-x', '-y', '+p', '+q']],
  ])('%s', (_name, oldText, newText, expected) => {
    expect(linesOf(diffTextLines(oldText, newText))).toEqual(expected);
  });

  it('numbers lines on each side', () => {
    const outcome = diffTextLines('a\nb\nc', 'a\nx\ny\nc');
    if (outcome.status !== 'ok') throw new Error('timed out');
    expect(outcome.lines.map((line) => [line.oldNumber, line.newNumber])).toEqual([
      [1, 1],
      [2, undefined],
      [undefined, 2],
      [undefined, 3],
      [3, 4],
    ]);
    expect(outcome.summary).toEqual({ added: 2, removed: 1, unchanged: 2 });
  });

  it('ignores whitespace (including full-width spaces) when asked', () => {
    const outcome = diffTextLines('a b\n\tc', 'a  b\nc', { ignoreWhitespace: true });
    expect(linesOf(outcome)).toEqual([' a  b', ' c']);
    expect(linesOf(diffTextLines('山田　太郎', '山田 太郎', { ignoreWhitespace: true }))).toEqual([
      ' 山田 太郎',
    ]);
    // The original's spelling is kept for the side-by-side view.
    if (outcome.status === 'ok') expect(outcome.lines[0]?.oldValue).toBe('a b');
  });

  it('ignores case when asked', () => {
    expect(linesOf(diffTextLines('Hello', 'HELLO', { ignoreCase: true }))).toEqual([' HELLO']);
    expect(linesOf(diffTextLines('Hello', 'HELLO'))).toEqual(['-Hello', '+HELLO']);
  });

  it('highlights changed words inside an edited line', () => {
    const outcome = diffTextLines('the quick fox', 'the slow fox');
    if (outcome.status !== 'ok') throw new Error('timed out');
    expect(outcome.lines[0]?.segments).toEqual([
      { text: 'the ', changed: false },
      { text: 'quick', changed: true },
      { text: ' fox', changed: false },
    ]);
  });

  it('diffs two 10,000-line texts quickly and correctly', () => {
    const oldLines = Array.from({ length: 10_000 }, (_, i) => `line ${i} 行 ${i * 7}`);
    const newLines = oldLines.map((line, i) => (i % 100 === 0 ? `${line} changed` : line));
    const started = performance.now();
    const outcome = diffTextLines(oldLines.join('\n'), newLines.join('\n'));
    expect(performance.now() - started).toBeLessThan(5000);
    if (outcome.status !== 'ok') throw new Error('timed out');
    expect(outcome.summary).toEqual({ added: 100, removed: 100, unchanged: 9_900 });
  });

  it('diffs two completely different 10,000-line texts', () => {
    const oldText = Array.from({ length: 10_000 }, (_, i) => `old ${i}`).join('\n');
    const newText = Array.from({ length: 10_000 }, (_, i) => `new ${i}`).join('\n');
    const outcome = diffTextLines(oldText, newText);
    if (outcome.status !== 'ok') throw new Error('timed out');
    expect(outcome.summary).toEqual({ added: 10_000, removed: 10_000, unchanged: 0 });
  });

  it('reports a timeout instead of running forever', () => {
    // Shuffled repeated lines defeat the unique-line shortcut; a 0 ms budget must give up.
    const oldText = Array.from({ length: 4000 }, (_, i) => (i % 3 === 0 ? '}' : `${i % 7}`)).join(
      '\n',
    );
    const newText = Array.from({ length: 4000 }, (_, i) => (i % 5 === 0 ? '}' : `${i % 11}`)).join(
      '\n',
    );
    expect(diffTextLines(oldText, newText, { timeoutMs: 0 }).status).toBe('timeout');
  });
});

describe('comparisonKey', () => {
  it.each([
    ['A b', {}, 'A b'],
    ['A b', { ignoreCase: true }, 'a b'],
    [' A\t b　', { ignoreWhitespace: true }, 'Ab'],
    [' A\t b　', { ignoreWhitespace: true, ignoreCase: true }, 'ab'],
  ])('%j with %j', (line, options, expected) => {
    expect(comparisonKey(line, options)).toBe(expected);
  });
});
