import { describe, expect, it } from 'vitest';
import { matchCompanies, nameConfidence } from './matchCompanies.ts';
import { matchDataset } from './offlineCompanyProvider.ts';

describe('nameConfidence', () => {
  it('ranks whole name > prefix > inner substring > fuzzy > nothing', () => {
    const whole = nameConfidence('日立製作所', '日立製作所');
    const prefix = nameConfidence('日立', '日立製作所');
    const inner = nameConfidence('製作所', '日立製作所');
    const fuzzy = nameConfidence('toyta', 'toyota');
    const none = nameConfidence('xyz', 'toyota');
    expect(whole).toBe(1);
    expect(prefix).toBeLessThan(whole);
    expect(inner).toBeLessThan(prefix);
    expect(fuzzy).toBeLessThan(inner);
    expect(fuzzy).toBeGreaterThan(0);
    expect(none).toBe(0);
  });

  it('gives a longer prefix a higher confidence, always within 0..1', () => {
    expect(nameConfidence('日立製', '日立製作所')).toBeGreaterThan(
      nameConfidence('日立', '日立製作所'),
    );
    for (const [query, name] of [
      ['a', 'abcdef'],
      ['ab', 'ab'],
      ['abcdefgh', 'abc'],
    ] as const) {
      const value = nameConfidence(query, name);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('does not match one letter inside names', () => {
    expect(nameConfidence('ソ', 'ソニー')).toBe(0);
  });
});

describe('matchCompanies on the dataset', () => {
  const matched = (name: string) => {
    const outcome = matchDataset(name);
    return outcome.kind === 'match' ? outcome.entry.company.name : outcome.kind;
  };

  it.each([
    ['トヨタ', 'トヨタ自動車株式会社'],
    ['とよた', 'トヨタ自動車株式会社'],
    ['Toyota', 'トヨタ自動車株式会社'],
    ['ＴＯＹＯＴＡ', 'トヨタ自動車株式会社'],
    ['トヨタ自動車', 'トヨタ自動車株式会社'],
    ['トヨタ自動車株式会社', 'トヨタ自動車株式会社'],
    ['とよたじどうしゃ', 'トヨタ自動車株式会社'],
    ['トヨタ自', 'トヨタ自動車株式会社'],
    ['ソニー', 'ソニーグループ株式会社'],
    ['日立製作所', '株式会社日立製作所'],
    ['(株)日立製作所', '株式会社日立製作所'],
    ['任天堂', '任天堂株式会社'],
    ['MUFG', '株式会社三菱UFJフィナンシャル・グループ'],
    ['キャノン', 'キヤノン株式会社'],
  ])('%s → %s', (input, expected) => {
    expect(matched(input)).toBe(expected);
  });

  it.each(['三菱', '日立', '三井', 'JR'])(
    '%s is ambiguous, with candidates best first',
    (input) => {
      const outcome = matchDataset(input);
      expect(outcome.kind).toBe('ambiguous');
      if (outcome.kind !== 'ambiguous') return;
      expect(outcome.candidates.length).toBeGreaterThan(1);
      const confidences = outcome.candidates.map((candidate) => candidate.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
      for (const value of confidences) expect(value).toBeGreaterThan(0);
      for (const value of confidences) expect(value).toBeLessThan(1);
    },
  );

  it('lists the Mitsubishi group companies for 三菱', () => {
    const outcome = matchDataset('三菱');
    const names =
      outcome.kind === 'ambiguous' ? outcome.candidates.map((c) => c.entry.company.name) : [];
    expect(names).toEqual(
      expect.arrayContaining([
        '三菱商事株式会社',
        '三菱電機株式会社',
        '三菱重工業株式会社',
        '三菱地所株式会社',
      ]),
    );
  });

  it('choosing any candidate by its official name finds exactly that company', () => {
    for (const query of ['三菱', '日立', '三井', 'JR']) {
      const outcome = matchDataset(query);
      if (outcome.kind !== 'ambiguous') throw new Error(query);
      for (const candidate of outcome.candidates) {
        expect(matched(candidate.entry.company.name)).toBe(candidate.entry.company.name);
      }
    }
  });

  it('keeps other partial matches as related when one name matches whole', () => {
    const outcome = matchDataset('ヤマハ');
    expect(outcome.kind).toBe('match');
    if (outcome.kind !== 'match') return;
    expect(outcome.entry.company.name).toBe('ヤマハ株式会社');
    expect(outcome.related.map((item) => item.entry.company.name)).toContain(
      'ヤマハ発動機株式会社',
    );
  });

  it('finds nothing for unknown, blank or punctuation-only names', () => {
    expect(matched('存在しない架空商事')).toBe('none');
    expect(matched('   ')).toBe('none');
    expect(matched('・・・')).toBe('none');
  });

  it('offers a typo-tolerant candidate', () => {
    const outcome = matchCompanies('toyta', [{ names: ['Toyota'] }, { names: ['Honda'] }]);
    expect(outcome.kind).toBe('ambiguous');
  });
});
