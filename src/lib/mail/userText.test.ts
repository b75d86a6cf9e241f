import { tidyUserText, userTextEnding, userTextValues } from './userText';

describe('tidyUserText', () => {
  it.each([
    ['いつもお世話になっております。\n資料をお送りください。', '資料をお送りください。'],
    ['資料をお送りください。\nよろしくお願いいたします。', '資料をお送りください。'],
    [
      '資料をお送りください。\n\n引き続き、どうぞよろしくお願い申し上げます。',
      '資料をお送りください。',
    ],
    ['ご確認のほどよろしくお願いいたします。', 'ご確認のほどよろしくお願いいたします。'],
    ['お世話になっております。\nよろしくお願いいたします。', ''],
    ['', ''],
  ])('%j → %j', (typed, expected) => {
    expect(tidyUserText(typed)).toBe(expected);
  });
});

describe('userTextEnding', () => {
  it.each([
    [
      '今月末までにお送りいただけますと幸いです。',
      { asks: true, saiwai: true, kudasai: false, closes: false },
    ],
    ['ご確認ください。', { asks: true, saiwai: false, kudasai: true, closes: false }],
    [
      'ご確認のほどよろしくお願いいたします。',
      { asks: true, saiwai: false, kudasai: false, closes: true },
    ],
    [
      'お送りいただけますでしょうか？',
      { asks: true, saiwai: false, kudasai: false, closes: false },
    ],
    ['2割減りました。', { asks: false, saiwai: false, kudasai: false, closes: false }],
  ])('%j', (text, expected) => {
    expect(userTextEnding(text)).toEqual(expected);
  });
});

describe('userTextValues', () => {
  it('gives the text and its flags as template values', () => {
    expect(userTextValues('body', 'ご確認ください。')).toEqual({
      body: 'ご確認ください。',
      bodyAsks: 'yes',
      bodyEndsSaiwai: '',
      bodyEndsKudasai: 'yes',
      bodyCloses: '',
    });
  });

  it('reads a placeholder as asking nothing', () => {
    expect(userTextValues('body', '（ご依頼の内容をご記入ください）', true).bodyAsks).toBe('');
  });
});
