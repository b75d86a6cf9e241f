import { describe, expect, it } from 'vitest';
import { foldText, parseRequirementKeywords } from './requirementKeywords.ts';

describe('parseRequirementKeywords', () => {
  it.each([
    ['', [], []],
    ['Python 初心者向け', ['python', '初心者'], []],
    ['Java以外で、図解が多いもの', ['で', '図解が多いもの'].filter((w) => w.length >= 2), ['java']],
    ['数学なし', [], ['数学']],
    ['without math, visual', ['visual'], ['math']],
    ['-excel python', ['python'], ['excel']],
    ['ＡＷＳ　クラウド', ['aws', 'くらうど'], []],
    ['😀 emoji 😀', ['emoji'], []],
  ])('%s', (text, include, exclude) => {
    expect(parseRequirementKeywords(text)).toEqual({ include, exclude });
  });

  it('folds width, case and katakana', () => {
    expect(foldText('ＰｙｔｈｏｎとパイソンPYTHON')).toBe('pythonとぱいそんpython');
  });
});
