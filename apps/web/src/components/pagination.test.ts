import { describe, expect, it } from 'vitest';
import { getPageRange, getPageWindow } from './pagination';

describe('getPageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(getPageWindow(1, 1)).toEqual([1]);
    expect(getPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(getPageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres at most five buttons on the current page', () => {
    expect(getPageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(10, 11)).toEqual([7, 8, 9, 10, 11]);
  });

  it('shifts the window to stay within the first and last page', () => {
    expect(getPageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(getPageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('copes with no pages and out-of-range pages', () => {
    expect(getPageWindow(1, 0)).toEqual([]);
    expect(getPageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(getPageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five buttons', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const window = getPageWindow(current, total);
        expect(window.length).toBe(Math.min(5, total));
        expect(window).toContain(current);
      }
    }
  });
});

describe('getPageRange', () => {
  it('gives the start and end of the page within the total', () => {
    expect(getPageRange(1, 10, 23)).toEqual({ start: 1, end: 10 });
    expect(getPageRange(3, 10, 23)).toEqual({ start: 21, end: 23 });
    expect(getPageRange(1, 10, 4)).toEqual({ start: 1, end: 4 });
    expect(getPageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});
