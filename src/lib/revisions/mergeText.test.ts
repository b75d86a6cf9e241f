import { describe, expect, it } from 'vitest';
import { mergeText } from './mergeText';

describe('mergeText', () => {
  it.each([
    {
      name: 'changes to different lines merge',
      base: '会場: 本社\n持ち物: 名刺',
      mine: '会場: 本社 3階\n持ち物: 名刺',
      theirs: '会場: 本社\n持ち物: 名刺、資料',
      text: '会場: 本社 3階\n持ち物: 名刺、資料',
      clean: true,
    },
    {
      name: 'an addition at the end and a change at the start merge',
      base: 'Send the quote',
      mine: 'Send the revised quote',
      theirs: 'Send the quote by Friday',
      text: 'Send the revised quote by Friday',
      clean: true,
    },
    {
      name: 'the same change on both sides is taken once',
      base: '見積書を送る',
      mine: '請求書を送る',
      theirs: '請求書を送る',
      text: '請求書を送る',
      clean: true,
    },
    {
      name: 'two changes of the same word keep both, the user first',
      base: 'Meet on Monday',
      mine: 'Meet on Tuesday',
      theirs: 'Meet on Wednesday',
      text: 'Meet on Tuesday Wednesday',
      clean: false,
    },
    {
      name: 'two additions at the same place keep both, without a space in Japanese',
      base: '会議室は3階',
      mine: '会議室は3階の301',
      theirs: '会議室は3階\n持ち物: 名刺',
      text: '会議室は3階の301\n持ち物: 名刺',
      clean: false,
    },
    {
      name: 'one side unchanged takes the other',
      base: 'a',
      mine: 'a',
      theirs: 'b',
      text: 'b',
      clean: true,
    },
  ])('$name', ({ base, mine, theirs, text, clean }) => {
    expect(mergeText(base, mine, theirs)).toEqual({ text, clean });
  });
});
