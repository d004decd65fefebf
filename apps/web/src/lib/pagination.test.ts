import { ELLIPSIS, paginationRange } from './pagination';

describe('paginationRange', () => {
  it('shows every page when there are up to 7', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts one ellipsis before the last page near the start', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(paginationRange(1, 8)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 8]);
  });

  it('puts one ellipsis after the first page near the end', () => {
    expect(paginationRange(20, 20)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
    expect(paginationRange(17, 20)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
  });

  it('surrounds the current page with ellipses in the middle', () => {
    expect(paginationRange(10, 20)).toEqual([1, ELLIPSIS, 9, 10, 11, ELLIPSIS, 20]);
    expect(paginationRange(5, 20)).toEqual([1, ELLIPSIS, 4, 5, 6, ELLIPSIS, 20]);
    expect(paginationRange(16, 20)).toEqual([1, ELLIPSIS, 15, 16, 17, ELLIPSIS, 20]);
  });

  it('always shows seven items beyond seven pages and keeps the current page visible', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = paginationRange(page, total);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items[6]).toBe(total);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationRange(0, 20)).toEqual([1, 2, 3, 4, 5, ELLIPSIS, 20]);
    expect(paginationRange(99, 20)).toEqual([1, ELLIPSIS, 16, 17, 18, 19, 20]);
  });
});
