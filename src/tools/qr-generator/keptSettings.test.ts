import { KEPT_DEFAULTS, validKeptSettings } from './keptSettings';

describe('validKeptSettings', () => {
  it('keeps valid values', () => {
    expect(
      validKeptSettings({
        text: 'こんにちは',
        size: 384,
        level: 'H',
        dark: '#112233',
        light: '#FFEEDD',
      }),
    ).toEqual({
      text: 'こんにちは',
      size: 384,
      chosenLevel: 'H',
      dark: '#112233',
      light: '#FFEEDD',
    });
  });

  it('replaces values a link could have broken', () => {
    expect(
      validKeptSettings({ ...KEPT_DEFAULTS, size: 9999, level: 'X', dark: 'red', light: '#fff' }),
    ).toEqual({
      text: '',
      size: 512,
      chosenLevel: 'M',
      dark: '#000000',
      light: '#ffffff',
    });
  });
});
