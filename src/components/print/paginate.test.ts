import { ITEMS_PER_PAGE, paginate } from './paginate';

describe('paginate', () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [15, [15]],
    [16, [15, 1]],
    [30, [15, 15]],
    [31, [15, 15, 1]],
    [80, [15, 15, 15, 15, 15, 5]],
  ])('%i items -> pages of %j', (count, sizes) => {
    const items = Array.from({ length: count }, (_, index) => index);
    const pages = paginate(items);
    expect(pages.map((page) => page.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(items);
  });

  it('keeps 15 items on one A4 page', () => {
    expect(ITEMS_PER_PAGE).toBe(15);
  });

  it('refuses a page size below one', () => {
    expect(() => paginate([1], 0)).toThrow(RangeError);
  });
});
