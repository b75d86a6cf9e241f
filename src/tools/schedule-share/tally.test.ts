import {
  bestOptionIds,
  groupRespondents,
  tallyOptions,
  validateAnswer,
  type Availability,
} from './tally';

const row = (
  respondent: string,
  option: string,
  availability: Availability,
  at = '2025-01-01T00:00:00Z',
) => ({
  respondent_id: respondent,
  respondent_name: `name-${respondent}`,
  option_id: option,
  availability,
  comment: null,
  created_at: at,
});

describe('schedule tally', () => {
  const answers = [
    row('r1', 'a', 'yes'),
    row('r1', 'b', 'maybe'),
    row('r1', 'c', 'no'),
    row('r2', 'a', 'no', '2025-01-02T00:00:00Z'),
    row('r2', 'b', 'yes', '2025-01-02T00:00:00Z'),
  ];

  it('counts ○ △ × per option with the names of those who chose it', () => {
    expect(tallyOptions(['a', 'b', 'c'], answers)).toEqual([
      { optionId: 'a', yes: 1, maybe: 0, no: 1, yesNames: ['name-r1'], maybeNames: [] },
      { optionId: 'b', yes: 1, maybe: 1, no: 0, yesNames: ['name-r2'], maybeNames: ['name-r1'] },
      { optionId: 'c', yes: 0, maybe: 0, no: 1, yesNames: [], maybeNames: [] },
    ]);
  });

  it('lists names in the order people answered, even from newest-first rows', () => {
    expect(tallyOptions(['a'], [...answers].reverse())[0]?.yesNames).toEqual(['name-r1']);
    const both = [row('r2', 'a', 'yes', '2025-01-02T00:00:00Z'), row('r1', 'a', 'yes')];
    expect(tallyOptions(['a'], both)[0]?.yesNames).toEqual(['name-r1', 'name-r2']);
  });

  it('groups answers into respondents in answer order', () => {
    expect(groupRespondents(answers)).toEqual([
      {
        id: 'r1',
        name: 'name-r1',
        comment: null,
        answers: { a: 'yes', b: 'maybe', c: 'no' },
        revision: 1,
      },
      { id: 'r2', name: 'name-r2', comment: null, answers: { a: 'no', b: 'yes' }, revision: 1 },
    ]);
  });

  it('ranks by ○ + △ first, then ○', () => {
    expect(bestOptionIds(tallyOptions(['a', 'b', 'c'], answers))).toEqual(['b']);
    const tie = [
      row('r1', 'a', 'yes'),
      row('r1', 'b', 'maybe'),
      row('r2', 'b', 'yes'),
      row('r2', 'a', 'maybe'),
    ];
    expect(bestOptionIds(tallyOptions(['a', 'b'], tie))).toEqual(['a', 'b']);
    const moreSure = [row('r1', 'a', 'yes'), row('r1', 'b', 'maybe')];
    expect(bestOptionIds(tallyOptions(['a', 'b'], moreSure))).toEqual(['a']);
    expect(bestOptionIds(tallyOptions(['a'], [row('r1', 'a', 'no')]))).toEqual([]);
  });

  it('needs a name and at least one answered option', () => {
    expect(validateAnswer('山田', { a: 'yes' })).toBe(true);
    expect(validateAnswer('山田', { a: 'no' })).toBe(true);
    expect(validateAnswer('　 ', { a: 'yes' })).toBe(false);
    expect(validateAnswer('山田', {})).toBe(false);
    expect(validateAnswer('山田', { a: undefined })).toBe(false);
  });
});
