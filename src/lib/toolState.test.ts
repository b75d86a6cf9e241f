import {
  initialToolState,
  MAX_STORED_VALUE_LENGTH,
  MAX_URL_VALUE_LENGTH,
  saveToolState,
  toolStateSearch,
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

  it('writes only changed shareable values, and never very long ones', () => {
    expect(toolStateSearch(defaults, defaults, ['input', 'mode'])).toBe('');
    expect(
      toolStateSearch({ ...defaults, input: 'a&b', size: 512 }, defaults, ['input', 'size']),
    ).toBe('?input=a%26b&size=512');
    const long = 'x'.repeat(MAX_URL_VALUE_LENGTH + 1);
    expect(
      toolStateSearch({ ...defaults, input: long, mode: 'decode' }, defaults, ['input', 'mode']),
    ).toBe('?mode=decode');
  });

  it('keeps very long values out of browser storage, and the rest in', () => {
    const huge = 'x'.repeat(MAX_STORED_VALUE_LENGTH + 1);
    saveToolState('t', { ...defaults, input: huge, mode: 'decode' });
    expect(initialToolState('t', defaults, '', [])).toEqual({ ...defaults, mode: 'decode' });
  });
});
