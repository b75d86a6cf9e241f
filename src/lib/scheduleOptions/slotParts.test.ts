import { slotParts } from './slotParts';

const whole = (text: string) =>
  slotParts(text)
    .filter((part) => part.whole)
    .map((part) => part.text);

describe('slotParts', () => {
  it.each([
    ['12月3日(水) 14:00〜15:30', ['12月3日(水)', '14:00〜15:30']],
    ['12月1日(火) 14:00〜翌01:00', ['12月1日(火)', '14:00〜翌01:00']],
    ['12月8日(火) 終日', ['12月8日(火)']],
    ['Wed, Dec 3, 14:00–15:30', ['Wed, Dec 3', '14:00–15:30']],
    ['Tue, Dec 1, 14:00–01:00 (next day)', ['Tue, Dec 1', '14:00–01:00 (next day)']],
    ['オンラインならいつでも', []],
  ])('%s', (text, expected) => {
    expect(whole(text)).toEqual(expected);
    expect(
      slotParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});
