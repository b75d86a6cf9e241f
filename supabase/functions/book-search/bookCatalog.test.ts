import { describe, expect, it } from 'vitest';
import { BOOK_CATALOG } from './bookCatalog.ts';
import { BOOK_CATEGORIES, BOOK_LEVELS } from './contract.ts';
import { isbn10To13, isbn13To10, isValidIsbn10 } from './isbn.ts';

describe('ISBN helpers', () => {
  it.each([
    ['0132350882', true],
    ['020161622X', true],
    ['4873115655', true],
    ['0132350883', false],
    ['020161622x', false],
    ['13235088', false],
    ['', false],
    ['０１３２３５０８８２', false],
  ])('isValidIsbn10(%s) = %s', (isbn, expected) => {
    expect(isValidIsbn10(isbn)).toBe(expected);
  });

  it('converts between ISBN-10 and ISBN-13', () => {
    expect(isbn10To13('4873115655')).toBe('9784873115658');
    expect(isbn10To13('0132350882')).toBe('9780132350884');
    expect(isbn13To10('9784873115658')).toBe('4873115655');
    expect(isbn13To10('9780201616224')).toBe('020161622X');
    expect(isbn13To10('9791234567896')).toBeNull();
  });
});

describe('the built-in book catalog', () => {
  it('has at least 150 books', () => {
    expect(BOOK_CATALOG.length).toBeGreaterThanOrEqual(150);
  });

  it.each(BOOK_CATALOG.map((book) => [book.isbn10, book.title] as const))(
    '%s (%s) has a valid ISBN-10 check digit',
    (isbn) => {
      expect(isValidIsbn10(isbn)).toBe(true);
    },
  );

  it('has no duplicate ISBNs', () => {
    const isbns = BOOK_CATALOG.map((book) => book.isbn10);
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('covers all 9 categories, all 4 levels, and both languages', () => {
    for (const category of BOOK_CATEGORIES) {
      expect(
        BOOK_CATALOG.filter((book) => book.category === category).length,
      ).toBeGreaterThanOrEqual(5);
    }
    for (const level of BOOK_LEVELS)
      expect(BOOK_CATALOG.some((book) => book.level === level)).toBe(true);
    expect(BOOK_CATALOG.some((book) => book.language === 'japanese')).toBe(true);
    expect(BOOK_CATALOG.some((book) => book.language === 'english')).toBe(true);
  });

  it('has plausible prices, years and non-empty text', () => {
    for (const book of BOOK_CATALOG) {
      expect(book.price).toBeGreaterThan(0);
      expect(book.price).toBeLessThan(30_000);
      expect(book.year).toMatch(/^(19|20)\d{2}$/);
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(book.publisher.trim()).not.toBe('');
      expect(book.purposes.length).toBeGreaterThan(0);
    }
  });
});
