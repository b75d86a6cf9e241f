import { addressee, comparableName, sameNameRespondents } from './respondentNames';
import type { Respondent } from './tally';

describe('comparableName', () => {
  it.each([
    ['田中', '田中'],
    [' 田中 ', '田中'],
    ['田中様', '田中'],
    ['田中 様', '田中'],
    ['田中　様', '田中'],
    ['田中さん', '田中'],
    ['田中殿', '田中'],
    ['田中 太郎', '田中太郎'],
    ['田中　太郎', '田中太郎'],
    ['Ｔａｎａｋａ', 'tanaka'],
    ['TANAKA san', 'tanakasan'],
    ['ﾀﾅｶ', 'タナカ'],
    ['様子見', '様子見'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(comparableName(name)).toBe(expected);
  });
});

describe('sameNameRespondents', () => {
  const respondents: Respondent[] = [
    { id: 'r1', name: '田中', comment: null, answers: {}, revision: 1 },
    { id: 'r2', name: '鈴木様', comment: null, answers: {}, revision: 1 },
    { id: 'r3', name: '田中 様', comment: null, answers: {}, revision: 1 },
  ];

  it.each([
    ['田中', ['r1', 'r3']],
    ['田中さん', ['r1', 'r3']],
    ['鈴木', ['r2']],
    ['鈴木 様', ['r2']],
    ['田中 太郎', []],
    ['　', []],
  ])('%j matches %j', (name, ids) => {
    expect(sameNameRespondents(name, respondents).map((r) => r.id)).toEqual(ids);
  });
});

describe('addressee: honorifics never doubled', () => {
  it.each([
    ['田中', 'ja', '田中様'],
    ['鈴木様', 'ja', '鈴木様'],
    ['鈴木 様', 'ja', '鈴木様'],
    ['佐藤さん', 'ja', '佐藤様'],
    ['山本殿', 'ja', '山本様'],
    ['山田部長', 'ja', '山田部長'],
    ['Alexandra Montgomery-Whitfield', 'ja', 'Alexandra Montgomery-Whitfield様'],
    ['鈴木様', 'en', '鈴木'],
    ['Tanaka', 'en', 'Tanaka'],
  ] as const)('%j in %s → %j', (name, language, expected) => {
    expect(addressee(name, language)).toBe(expected);
  });
});
