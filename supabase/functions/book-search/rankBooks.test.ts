import { describe, expect, it } from 'vitest';
import { rankBooks, type RankableBook, type RankingRequest } from './rankBooks.ts';

const book = (title: string, overrides: Partial<RankableBook> = {}): RankableBook => ({
  title,
  author: 'Author',
  publisher: 'Publisher',
  year: '2020',
  price: 2000,
  language: 'japanese',
  category: 'programming',
  level: 'intermediate',
  purposes: [],
  tags: [],
  ...overrides,
});

const request = (overrides: Partial<RankingRequest> = {}): RankingRequest => ({
  category: 'programming',
  subcategory: '',
  level: null,
  purposes: [],
  minPrice: null,
  maxPrice: null,
  language: 'any',
  additionalRequirements: '',
  ...overrides,
});

const titles = (books: readonly RankableBook[], overrides: Partial<RankingRequest>) =>
  rankBooks(books, request(overrides)).map((item) => item.book.title);

describe('rankBooks', () => {
  it('keeps only the requested category', () => {
    const books = [book('A'), book('B', { category: 'business' })];
    expect(titles(books, {})).toEqual(['A']);
    expect(titles(books, { category: 'business' })).toEqual(['B']);
  });

  it('puts the requested level first, then the nearest levels', () => {
    const books = [
      book('Advanced', { level: 'advanced' }),
      book('Beginner', { level: 'beginner' }),
      book('Elementary', { level: 'elementary' }),
      book('Intermediate', { level: 'intermediate' }),
    ];
    expect(titles(books, { level: 'beginner' })).toEqual([
      'Beginner',
      'Elementary',
      'Intermediate',
      'Advanced',
    ]);
    expect(titles(books, { level: 'advanced' })).toEqual([
      'Advanced',
      'Intermediate',
      'Elementary',
      'Beginner',
    ]);
  });

  it('ranks books serving more of the chosen purposes higher', () => {
    const books = [
      book('None'),
      book('Both', { purposes: ['basics', 'practical'] }),
      book('One', { purposes: ['practical'] }),
    ];
    expect(titles(books, { purposes: ['basics', 'practical'] })).toEqual(['Both', 'One', 'None']);
    expect(titles(books, { purposes: ['basics'] })[0]).toBe('Both');
  });

  it('drops books over the budget (or under a minimum) and keeps books with unknown prices', () => {
    const books = [
      book('Cheap', { price: 1000 }),
      book('Dear', { price: 5000 }),
      book('Unknown', { price: null }),
    ];
    expect(titles(books, {})).toHaveLength(3);
    expect(titles(books, { maxPrice: 3000 })).toEqual(expect.arrayContaining(['Cheap', 'Unknown']));
    expect(titles(books, { maxPrice: 3000 })).not.toContain('Dear');
    expect(titles(books, { maxPrice: 0 })).toEqual(['Unknown']);
    expect(titles(books, { minPrice: 2000 })).not.toContain('Cheap');
  });

  it('honours the language unless either is accepted', () => {
    const books = [book('和書'), book('English', { language: 'english' })];
    expect(titles(books, { language: 'japanese' })).toEqual(['和書']);
    expect(titles(books, { language: 'english' })).toEqual(['English']);
    expect(titles(books, { language: 'any' })).toHaveLength(2);
  });

  it('boosts books matching requested keywords, in Japanese or English, any width or kana', () => {
    const books = [
      book('Java入門', { tags: ['java'] }),
      book('Python入門', { tags: ['python', 'パイソン'] }),
    ];
    expect(titles(books, {})[0]).toBe('Java入門');
    expect(titles(books, { additionalRequirements: 'Pythonで業務を自動化したい' })[0]).toBe(
      'Python入門',
    );
    expect(titles(books, { additionalRequirements: 'ＰＹＴＨＯＮ' })[0]).toBe('Python入門');
    expect(titles(books, { additionalRequirements: 'ぱいそん' })[0]).toBe('Python入門');
  });

  it('excludes books by keywords the user rules out', () => {
    const books = [book('Java入門', { tags: ['java'] }), book('Python入門', { tags: ['python'] })];
    expect(titles(books, { additionalRequirements: 'Java以外' })).toEqual(['Python入門']);
    expect(titles(books, { additionalRequirements: 'no java please' })).toEqual(['Python入門']);
    expect(titles(books, { additionalRequirements: '-python' })).toEqual(['Java入門']);
  });

  it('boosts the subcategory', () => {
    const books = [
      book('ネットワーク', { tags: ['ネットワーク'] }),
      book('データベース', { tags: ['データベース'] }),
    ];
    expect(titles(books, { subcategory: 'データベース' })[0]).toBe('データベース');
    expect(titles(books, { subcategory: 'ネットワーク' })[0]).toBe('ネットワーク');
  });

  it('breaks ties by newer edition, then input order, and reports what matched', () => {
    const books = [
      book('Old', { year: '2001' }),
      book('New', { year: '2021' }),
      book('New too', { year: '2021' }),
    ];
    expect(titles(books, {})).toEqual(['New', 'New too', 'Old']);
    const [first] = rankBooks(
      [book('X', { level: 'beginner', purposes: ['basics'], tags: ['sql'] })],
      request({
        level: 'beginner',
        purposes: ['basics', 'career'],
        additionalRequirements: 'SQL',
      }),
    );
    expect(first?.matched).toEqual({
      level: 'exact',
      purposes: ['basics'],
      keywords: ['sql'],
      subcategory: false,
    });
  });

  it('handles empty input', () => {
    expect(rankBooks([], request())).toEqual([]);
  });
});
