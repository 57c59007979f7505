import { clampPage, pageHref, pageSearch, paginationWindow } from './pagination-logic';

describe('pagination logic', () => {
  it('When the current page is in the middle, then the window of 3 has it in the centre', () => {
    expect(paginationWindow(4, 7)).toEqual([3, 4, 5]);
  });

  it('When the current page is first or last, then the window shifts to stay within the pages', () => {
    expect(paginationWindow(1, 7)).toEqual([1, 2, 3]);
    expect(paginationWindow(7, 7)).toEqual([5, 6, 7]);
    expect(paginationWindow(6, 7)).toEqual([5, 6, 7]);
  });

  it('When there are fewer pages than the window, then every page is shown; with none, nothing', () => {
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('When the window size changes, then that many numbers are shown around the current page', () => {
    expect(paginationWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('When the page asked for is out of range or not a number, then it is clamped to a real page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(paginationWindow(99, 4)).toEqual([2, 3, 4]);
  });

  it('When a page link is built, then the other parameters are kept and only this list’s changes', () => {
    expect(pageSearch('?videos=3&photos=1', 'photos', 2)).toBe('?videos=3&photos=2');
    expect(pageSearch('', 'page', 2)).toBe('?page=2');
    expect(pageSearch('?utm_source=fb&page=4', 'page', 5)).toBe('?utm_source=fb&page=5');
  });

  it('When the link is to page 1, then the parameter is removed (the list’s canonical URL)', () => {
    expect(pageSearch('?page=3', 'page', 1)).toBe('');
    expect(pageSearch('?photos=2&videos=3', 'videos', 1)).toBe('?photos=2');
  });

  it('When the list has a target section, then the href ends with its fragment', () => {
    expect(pageHref('/en/gallery', '?videos=2', 'photos', 3, 'photos')).toBe(
      '/en/gallery?videos=2&photos=3#photos',
    );
    expect(pageHref('/es/lista', '', 'page', 2)).toBe('/es/lista?page=2');
  });
});
