import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { TPaginationProps } from './pagination';
import { Pagination } from './pagination';

jest.mock('./pagination.module.css', () => ({
  __esModule: true,
  default: new Proxy({}, { get: (_target, key) => String(key) }),
}));

const labels = {
  nav: 'Testimonios de viaje, páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (n: number) => `Página ${n}`,
};

function render(url: string, props: Partial<TPaginationProps>): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Pagination current={1} total={5} labels={labels} {...props} />
    </MemoryRouter>,
  );
}

describe('Pagination (server HTML)', () => {
  it('When page 2 of 5 renders, then Anterior, 1 2 3 and Siguiente are real links in a labelled nav', () => {
    const html = render('/es/testimonios?page=2', { current: 2 });
    expect(html).toContain('<nav aria-label="Testimonios de viaje, páginas"');
    expect(html).toMatch(/href="\/es\/testimonios" class="link" rel="prev">Anterior</);
    expect(html).toContain('href="/es/testimonios?page=3" class="link" rel="next">Siguiente<');
    expect(html.match(/aria-label="Página \d"/g)).toEqual([
      'aria-label="Página 1"',
      'aria-label="Página 2"',
      'aria-label="Página 3"',
    ]);
    expect(html).toMatch(/href="\/es\/testimonios\?page=2" class="link" aria-current="page"/);
  });

  it('When two lists share a page, then each link changes only its own parameter and keeps the other', () => {
    const html = render('/es/testimonios?travel=2&giveaway=3', {
      current: 3,
      total: 4,
      param: 'giveaway',
      targetId: 'sorteos',
    });
    expect(html).toContain('href="/es/testimonios?travel=2&amp;giveaway=4#sorteos"');
    expect(html).toContain('href="/es/testimonios?travel=2&amp;giveaway=2#sorteos"');
  });

  it('When the first page shows, then Anterior is plain text, not a link', () => {
    const html = render('/en/lives', { current: 1, total: 3 });
    expect(html).toContain('<span class="end" aria-hidden="true">Anterior</span>');
    expect(html).not.toContain('rel="prev"');
  });

  it('When there is one page or none, then no pagination renders', () => {
    expect(render('/en/lives', { total: 1 })).toBe('');
    expect(render('/en/lives', { total: 0 })).toBe('');
  });

  it('When it renders, then no style attribute is written', () => {
    expect(render('/en/lives?page=3', { current: 3 })).not.toMatch(/\sstyle=/);
  });
});
