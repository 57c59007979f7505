import { pageSlice } from './page-slice';

const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

describe('pageSlice', () => {
  it('When page 2 of 12 items at 3 a page is asked for, then items 4 to 6 of 4 pages are given', () => {
    expect(pageSlice(twelve, 2, 3)).toEqual({
      items: [4, 5, 6],
      page: 2,
      totalPages: 4,
      total: 12,
    });
  });

  it('When the last page is not full, then it holds the rest', () => {
    expect(pageSlice(twelve.slice(0, 7), 3, 3)).toEqual({
      items: [7],
      page: 3,
      totalPages: 3,
      total: 7,
    });
  });

  it('When a page past the end is asked for, then the last page is shown', () => {
    expect(pageSlice(twelve, 9, 6)).toMatchObject({ items: twelve.slice(6), page: 2 });
  });

  it('When a page below 1 is asked for, then the first page is shown', () => {
    expect(pageSlice(twelve, 0, 6)).toMatchObject({ items: twelve.slice(0, 6), page: 1 });
  });

  it('When the list is empty, then there is one empty page 1 and no pages to link to', () => {
    expect(pageSlice([], 3, 3)).toEqual({ items: [], page: 1, totalPages: 0, total: 0 });
  });
});
