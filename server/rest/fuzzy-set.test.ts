import { describe, expect, it } from 'vitest';
import { FuzzySet } from './fuzzy-set.ts';

// The examples of Haskell's Data.FuzzySet documentation (the library PostgREST uses) and of
// PostgREST's own doctests in src/library/PostgREST/Error.hs.
const STATES = [
  'Alabama',
  'Alaska',
  'American Samoa',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Guam',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Northern Marianas Islands',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Puerto Rico',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Virgin Islands',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];

describe('FuzzySet', () => {
  const states = new FuzzySet(STATES);

  it.each([
    [
      'Burger Islands',
      [
        [0.7142857142857143, 'Virgin Islands'],
        [0.5714285714285714, 'Rhode Island'],
        [0.44, 'Northern Marianas Islands'],
        [0.35714285714285715, 'Maryland'],
      ],
    ],
    ['Why-oh-me-ing', [[0.5384615384615384, 'Wyoming']]],
    ['Connect a cat', [[0.6923076923076923, 'Connecticut']]],
    ['CanOfSauce', [[0.4, 'Kansas']]],
    ['Alaska', [[1, 'Alaska']]],
  ])('get %s', (query, expected) => {
    expect(states.get(query)).toEqual(expected);
  });

  it('ranks Pennsylvania first for Transylvania', () => {
    expect(states.get('Transylvania')[0]).toEqual([0.75, 'Pennsylvania']);
  });

  it('finds the documented example of getOne', () => {
    expect(new FuzzySet(['Jurassic Park', 'Terminator', 'The Matrix']).getOne('percolator')).toBe(
      'Terminator',
    );
  });

  it.each([
    ['testt', 'test'],
    ['other', undefined],
    ['noclosealternative', undefined],
  ])("PostgREST's noRpcHint for %s at 0.75", (name, hint) => {
    expect(new FuzzySet(['test', 'another']).getOne(name, 0.75)).toBe(hint);
  });

  // noRpcHint with overloads: the closest sorted parameter list, at the default 0.33.
  it.each([
    ['(nam, pqaram, vall)', '(name, param, val)'],
    ['(param, val)', '(name, param, val)'],
    ['(attrs, id)', '(attr, id)'],
    ['(id)', '(attr, id)'],
    ['(noclosealternative)', undefined],
  ])('matches the parameter list %s to %s', (query, expected) => {
    expect(new FuzzySet(['(name, param, val)', '(attr, id)']).getOne(query)).toBe(expected);
  });
});
