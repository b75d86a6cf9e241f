import { splitUserClosing, tidyUserText, userTextEnding, userTextValues } from './userText';

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
    // Bare closings anywhere, inline too: the mail closes by itself, once.
    ['資料をお送りください。よろしくお願いいたします。', '資料をお送りください。'],
    [
      'よろしくお願いいたします。資料をお送りください。\n以上です。',
      '資料をお送りください。\n以上です。',
    ],
    ['いつもお世話になっております。資料の件です。', '資料の件です。'],
    ['資料の件、いつもお世話になっております。', '資料の件、いつもお世話になっております。'],
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
      bodyClosing: '',
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

describe('splitUserClosing', () => {
  it.each([
    ['資料をお送りください。', { text: '資料をお送りください。', closing: '' }],
    [
      '資料を添付しました。ご検討のほどよろしくお願いいたします。',
      { text: '資料を添付しました。', closing: 'ご検討のほどよろしくお願いいたします。' },
    ],
    [
      '資料を添付しました。\nご確認のほど、よろしくお願い申し上げます',
      { text: '資料を添付しました。', closing: 'ご確認のほど、よろしくお願い申し上げます。' },
    ],
  ])('%j', (text, expected) => {
    expect(splitUserClosing(text)).toEqual(expected);
  });
});
