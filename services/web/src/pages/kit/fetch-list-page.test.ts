import type { TContentResult } from '../../lib/content/content-client';
import { fetchListPage } from './fetch-list-page';

type TPage = { items: number[]; page: number; total_pages: number };

/** A list of 12 items at 9 a page, as the content service pages it. */
function fakeService() {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<TContentResult<TPage>> => {
    asked.push(page);
    const items = Array.from({ length: 12 }, (_, i) => i + 1).slice((page - 1) * 9, page * 9);
    return Promise.resolve({ kind: 'ok', data: { items, page, total_pages: 2 } });
  };
  return { asked, fetchPage };
}

describe('fetchListPage', () => {
  it('When page 2 exists, then it is asked for once and given', async () => {
    const service = fakeService();
    const result = await fetchListPage(service.fetchPage, 2);
    expect(result).toEqual({ kind: 'ok', data: { items: [10, 11, 12], page: 2, total_pages: 2 } });
    expect(service.asked).toEqual([2]);
  });

  it('When a page past the end is asked for, then the last page is given', async () => {
    const service = fakeService();
    const result = await fetchListPage(service.fetchPage, 7);
    expect(result.kind === 'ok' && result.data.page).toBe(2);
    expect(service.asked).toEqual([7, 2]);
  });

  it('When the list is empty, then the empty first page is given without a second request', async () => {
    const asked: number[] = [];
    const empty = (page: number): Promise<TContentResult<TPage>> => {
      asked.push(page);
      return Promise.resolve({ kind: 'ok', data: { items: [], page, total_pages: 0 } });
    };
    expect(await fetchListPage(empty, 1)).toMatchObject({ kind: 'ok' });
    expect(asked).toEqual([1]);
  });

  it('When the service does not answer, then that answer is given as it is', async () => {
    const down = (): Promise<TContentResult<TPage>> => Promise.resolve({ kind: 'unavailable' });
    expect(await fetchListPage(down, 3)).toEqual({ kind: 'unavailable' });
  });
});
