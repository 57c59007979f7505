import { renderToString } from 'react-dom/server';
import { routeStateOfUrl } from '../../lib/route-state.test-data';
import { RouteStateProvider } from '../../lib/site-router';
import type { TPaginationProps } from './pagination';
import { Pagination } from './pagination';

const labels = {
  nav: 'Fotos, páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (n: number) => `Página ${n}`,
};

function render(url: string, props: Partial<TPaginationProps>): string {
  return renderToString(
    <RouteStateProvider state={routeStateOfUrl(url)}>
      <Pagination current={1} total={5} labels={labels} {...props} />
    </RouteStateProvider>,
  );
}

describe('Pagination (server HTML)', () => {
  it('When page 2 of 5 renders, then Anterior, 1 2 3 and Siguiente are real links in a labelled nav', () => {
    const html = render('/es/galeria?page=2', { current: 2 });
    expect(html).toContain('<nav aria-label="Fotos, páginas"');
    expect(html).toMatch(/href="\/es\/galeria" class="link" rel="prev">Anterior</);
    expect(html).toContain('href="/es/galeria?page=3" class="link" rel="next">Siguiente<');
    expect(html.match(/aria-label="Página \d"/g)).toEqual([
      'aria-label="Página 1"',
      'aria-label="Página 2"',
      'aria-label="Página 3"',
    ]);
    expect(html).toMatch(/href="\/es\/galeria\?page=2" class="link" aria-current="page"/);
  });

  it('When two lists share a page, then each link changes only its own parameter and keeps the other', () => {
    const html = render('/es/galeria?photos=2&videos=3', {
      current: 3,
      total: 4,
      param: 'videos',
      targetId: 'videos',
    });
    expect(html).toContain('href="/es/galeria?photos=2&amp;videos=4#videos"');
    expect(html).toContain('href="/es/galeria?photos=2&amp;videos=2#videos"');
  });

  it('When the first page shows, then Anterior is plain text, not a link', () => {
    const html = render('/en/list', { current: 1, total: 3 });
    expect(html).toContain('<span class="end" aria-hidden="true">Anterior</span>');
    expect(html).not.toContain('rel="prev"');
  });

  it('When there is one page or none, then no pagination renders', () => {
    expect(render('/en/list', { total: 1 })).toBe('');
    expect(render('/en/list', { total: 0 })).toBe('');
  });

  it('When it renders, then no style attribute is written', () => {
    expect(render('/en/list?page=3', { current: 3 })).not.toMatch(/\sstyle=/);
  });
});
