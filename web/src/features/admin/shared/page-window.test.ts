import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle of five, shifting at the ends', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 40)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
    expect(pageWindow(39, 40)).toEqual([36, 37, 38, 39, 40]);
  });
});
