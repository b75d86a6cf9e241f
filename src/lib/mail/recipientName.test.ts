import {
  defaultFamilyNamePart,
  englishGreeting,
  familyName,
  japaneseAddressBlock,
  japaneseAddressee,
  latinOrEmpty,
  withoutHonorific,
  type EnglishSalutation,
} from './recipientName';

describe('withoutHonorific', () => {
  it.each([
    ['山田様', '山田'],
    ['山田 太郎 様', '山田 太郎'],
    ['山田 太郎　様', '山田 太郎'],
    ['山田さま', '山田'],
    ['山田殿', '山田'],
    ['山田さん', '山田'],
    ['山田様 様', '山田'],
    ['株式会社サンプル 御中', '株式会社サンプル'],
    ['営業部各位', '営業部'],
    [' 山田 ', '山田'],
    ['様子見', '様子見'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => {
    expect(withoutHonorific(input)).toBe(expected);
  });
});

describe('latinOrEmpty', () => {
  it.each([
    ['Taro Yamada', 'Taro Yamada'],
    ['Taro Yamada 様', 'Taro Yamada'],
    ['Sample Co., Ltd. 御中', 'Sample Co., Ltd.'],
    ['Yamada-san', 'Yamada-san'],
    ['田中様', ''],
    ['株式会社ABC', ''],
    ['ABC（株）', ''],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(latinOrEmpty(name)).toBe(expected);
  });
});

describe('japaneseAddressee', () => {
  it.each([
    ['山田 太郎', '山田 太郎様'],
    ['山田 太郎様', '山田 太郎様'],
    ['山田さん', '山田様'],
    ['Ms. Brown', 'Brown様'],
    ['山田部長', '山田部長'],
    ['山田部長様', '山田部長'],
    ['営業部 部長 山田', '営業部 部長 山田様'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(japaneseAddressee(input)).toBe(expected);
  });
});

describe('japaneseAddressBlock', () => {
  it.each([
    ['株式会社サンプル', '山田 太郎', '株式会社サンプル\n山田 太郎様'],
    ['株式会社サンプル 御中', '山田様', '株式会社サンプル\n山田様'],
    ['株式会社サンプル御中', '', '株式会社サンプル\nご担当者様'],
    ['', '', 'ご担当者様'],
    ['', 'ご担当者様', 'ご担当者様'],
  ])('%s + %s', (company, person, expected) => {
    expect(japaneseAddressBlock(company, person)).toBe(expected);
  });
});

describe('familyName', () => {
  it.each([
    ['山田 太郎', null, '山田'],
    ['Taro Yamada', null, 'Yamada'],
    ['Yamada Taro', 'first', 'Yamada'],
    ['Taro Yamada', 'first', 'Taro'],
    ['山田 太郎', 'last', '太郎'],
    ['Mary Ann Smith', null, 'Smith'],
    ['山田様', null, '山田'],
    ['', null, ''],
  ] as const)('%s (%s) → %s', (name, part, expected) => {
    expect(familyName(name, part)).toBe(expected);
  });

  it('guesses family-name-first for Japanese script only', () => {
    expect(defaultFamilyNamePart('やまだ たろう')).toBe('first');
    expect(defaultFamilyNamePart('Taro Yamada')).toBe('last');
  });
});

describe('englishGreeting', () => {
  const none: EnglishSalutation = { title: 'none', familyPart: null };
  const mr: EnglishSalutation = { title: 'mr', familyPart: null };
  const ms: EnglishSalutation = { title: 'ms', familyPart: 'first' };
  it.each([
    ['Taro Yamada', '', mr, 'Dear Mr. Yamada,'],
    ['Yamada Taro', '', ms, 'Dear Ms. Yamada,'],
    ['Taro Yamada', '', none, 'Dear Taro Yamada,'],
    ['Yamada Taro', '', none, 'Dear Yamada Taro,'],
    ['山田 太郎 様', '', mr, 'Dear Mr. 山田,'],
    ['Yamada-san', '', none, 'Dear Yamada,'],
    ['Ms. Brown', '', mr, 'Dear Ms. Brown,'],
    ['', 'Sample Co. 御中', mr, 'Dear Sample Co. Team,'],
    ['', '', mr, 'Dear Sir or Madam,'],
  ] as const)('%s / %s / %o → %s', (name, company, salutation, expected) => {
    expect(englishGreeting(name, company, salutation)).toBe(expected);
  });
});
