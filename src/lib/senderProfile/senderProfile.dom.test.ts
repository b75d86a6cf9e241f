import { describe, expect, it } from 'vitest';
import { EMPTY_SENDER_PROFILE, isSenderProfileEmpty, toSenderProfile } from './senderProfile';
import { loadSenderProfile, saveSenderProfile } from './senderProfileStorage';

describe('toSenderProfile', () => {
  it.each([
    ['null', null, null],
    ['an array', [], null],
    ['a string', 'x', null],
    ['an empty object', {}, EMPTY_SENDER_PROFILE],
    [
      'known fields, unknown dropped, non-strings emptied',
      { companyName: '株式会社サンプル', tel: 3, extra: 'x' },
      { ...EMPTY_SENDER_PROFILE, companyName: '株式会社サンプル' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(toSenderProfile(input)).toEqual(expected);
  });
});

describe('isSenderProfileEmpty', () => {
  it('is true for blanks and false once a field has text', () => {
    expect(isSenderProfileEmpty({ ...EMPTY_SENDER_PROFILE, department: '  ' })).toBe(true);
    expect(isSenderProfileEmpty({ ...EMPTY_SENDER_PROFILE, email: 'a@example.jp' })).toBe(false);
  });
});

describe('sender profile storage', () => {
  it('round-trips through browser storage and survives broken JSON', () => {
    const profile = {
      ...EMPTY_SENDER_PROFILE,
      companyName: '株式会社サンプル',
      tel: '03-1234-5678',
    };
    saveSenderProfile(profile);
    expect(loadSenderProfile()).toEqual(profile);
    window.localStorage.setItem('sender-profile', '{broken');
    expect(loadSenderProfile()).toEqual(EMPTY_SENDER_PROFILE);
  });
});
