import {
  initialToolState,
  MAX_STORED_VALUE_LENGTH,
  MAX_URL_VALUE_LENGTH,
  saveToolState,
  withToolState,
} from './toolState';

const defaults = { input: '', mode: 'encode', size: 256, strict: true };

describe('tool state', () => {
  it('starts from defaults, then what this browser kept, then a shared link', () => {
    expect(initialToolState('t', defaults, '', ['input', 'mode'])).toEqual(defaults);
    saveToolState('t', { input: 'kept', mode: 'decode', size: 300, strict: false });
    expect(initialToolState('t', defaults, '', ['input'])).toEqual({
      input: 'kept',
      mode: 'decode',
      size: 300,
      strict: false,
    });
    expect(initialToolState('t', defaults, '?input=%E3%81%82&size=512', ['input', 'size'])).toEqual(
      {
        input: 'あ',
        mode: 'decode',
        size: 512,
        strict: false,
      },
    );
  });

  it('comes back at the address it was left at with the input kept on leaving, not the lagging address', () => {
    // Left (reloaded) within the address's write delay: the address still says size=300.
    saveToolState('t', { ...defaults, input: 'latest', size: 512 }, '?size=300&input=old');
    expect(initialToolState('t', defaults, '?input=old&size=300', ['input', 'size'])).toEqual({
      ...defaults,
      input: 'latest',
      size: 512,
    });
    // Any other address is a link, which still wins.
    expect(initialToolState('t', defaults, '?size=128', ['input', 'size'])).toEqual({
      ...defaults,
      input: 'latest',
      size: 128,
    });
    // A save while staying on the page (the address follows) forgets where it was left.
    saveToolState('t', { ...defaults, input: 'latest', size: 512 });
    expect(initialToolState('t', defaults, '?input=old&size=300', ['input', 'size'])).toEqual({
      ...defaults,
      input: 'old',
      size: 300,
    });
  });

  it('ignores values of the wrong type and keys that are not shareable', () => {
    window.localStorage.setItem(
      'tool-state:t',
      JSON.stringify({ input: 5, size: 'big', strict: 'yes' }),
    );
    expect(initialToolState('t', defaults, '?mode=decode&size=abc', ['size'])).toEqual(defaults);
    window.localStorage.setItem('tool-state:t', '{broken');
    expect(initialToolState('t', defaults, '?strict=false', ['strict'])).toEqual({
      ...defaults,
      strict: false,
    });
  });

  const long = 'x'.repeat(MAX_URL_VALUE_LENGTH + 1);
  it.each([
    ['defaults leave the query empty', '', defaults, ['input', 'mode'], ''],
    [
      'changed values are written, encoded',
      '',
      { ...defaults, input: 'a&b', size: 512 },
      ['input', 'size'],
      'input=a%26b&size=512',
    ],
    [
      'values not in the link stay out',
      '',
      { ...defaults, input: 'x', strict: false },
      ['mode'],
      '',
    ],
    [
      'a very long value stays out',
      '',
      { ...defaults, input: long, mode: 'decode' },
      ['input', 'mode'],
      'mode=decode',
    ],
    [
      'a value back at its default is removed',
      'mode=decode&size=300',
      { ...defaults, size: 300 },
      ['mode', 'size'],
      'size=300',
    ],
    [
      'a value that grew too long is removed',
      'input=short',
      { ...defaults, input: long },
      ['input'],
      '',
    ],
    [
      'other parameters are kept',
      'utm_source=mail&mode=decode',
      { ...defaults, mode: 'encode', size: 1 },
      ['mode', 'size'],
      'utm_source=mail&size=1',
    ],
    [
      'a boolean is written as text',
      '',
      { ...defaults, strict: false },
      ['strict'],
      'strict=false',
    ],
  ] as const)(
    'writes the shareable state into the query: %s',
    (_, query, state, keys, expected) => {
      const current = new URLSearchParams(query);
      expect(withToolState(current, state, defaults, keys).toString()).toBe(expected);
      expect(current.toString()).toBe(query);
    },
  );

  it('keeps very long values out of browser storage, and the rest in', () => {
    const huge = 'x'.repeat(MAX_STORED_VALUE_LENGTH + 1);
    saveToolState('t', { ...defaults, input: huge, mode: 'decode' });
    expect(initialToolState('t', defaults, '', [])).toEqual({ ...defaults, mode: 'decode' });
  });
});
