import { ratingStars, roundedRating } from './ratingStars';

const show = (rating: number | null) =>
  ratingStars(rating)
    ?.map((star) => (star === 'full' ? '★' : star === 'half' ? '½' : '☆'))
    .join('') ?? null;

describe('ratingStars', () => {
  it.each([
    [0, '☆☆☆☆☆'],
    [0.5, '½☆☆☆☆'],
    [1, '★☆☆☆☆'],
    [3.5, '★★★½☆'],
    [4.5, '★★★★½'],
    [4.2, '★★★★☆'],
    [4.25, '★★★★½'],
    [4.74, '★★★★½'],
    [4.75, '★★★★★'],
    [5, '★★★★★'],
    [7, '★★★★★'],
    [-1, '☆☆☆☆☆'],
    [null, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s → %s', (rating, expected) => {
    expect(show(rating)).toBe(expected);
  });

  it.each([
    [4.5, '4.5'],
    [4.26, '4.5'],
    [3, '3.0'],
    [9, '5.0'],
  ])('roundedRating(%s) = %s', (rating, expected) => {
    expect(roundedRating(rating)).toBe(expected);
  });
});
