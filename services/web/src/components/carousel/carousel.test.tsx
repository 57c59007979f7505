import { renderToString } from 'react-dom/server';
import { Carousel } from './carousel';
import type { TCarouselLabels } from './carousel-controls';

const labels: TCarouselLabels = {
  previous: 'Anterior',
  next: 'Siguiente',
  pause: 'Pausar',
  play: 'Reproducir',
  slide: (n, total) => `${n} de ${total}`,
  goTo: (n, total) => `Ir a la diapositiva ${n} de ${total}`,
  counter: (n, total) => `Diapositiva ${n} de ${total}`,
};

function render(count: number, props: Partial<Parameters<typeof Carousel>[0]> = {}): string {
  return renderToString(
    <Carousel label="Destacados" labels={labels} autoplayMs={3000} {...props}>
      {Array.from({ length: count }, (_, i) => (
        <a key={`s${i}`} href={`/item-${i + 1}`}>
          Slide {i + 1}
        </a>
      ))}
    </Carousel>,
  );
}

describe('Carousel (server HTML)', () => {
  it('When 8 slides render on the server, then every slide and its link is in the HTML, named "n de 8"', () => {
    const html = render(8);
    for (let n = 1; n <= 8; n++) {
      expect(html).toContain(`href="/item-${n}"`);
      expect(html).toContain(`role="group" aria-roledescription="slide" aria-label="${n} de 8"`);
    }
  });

  it('When it renders, then the region is a labelled carousel with a focusable scrolling track', () => {
    const html = render(3);
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="Destacados"/);
    expect(html).toMatch(/class="track" data-align="start" tabindex="0"/);
  });

  it('When it renders on the server, then the controls are in the page language and not yet marked ready', () => {
    const html = render(3);
    expect(html).toContain('aria-label="Anterior"');
    expect(html).toContain('aria-label="Siguiente"');
    expect(html).toContain('aria-label="Pausar"');
    expect(html).toContain('aria-label="Ir a la diapositiva 3 de 3"');
    expect(html).toMatch(/aria-label="Ir a la diapositiva 1 de 3" aria-current="true"/);
    expect(html).not.toContain('data-ready');
    expect(html).toContain('data-autoplay="paused"');
  });

  it('When it renders, then no style attribute is written (the CSP forbids them)', () => {
    expect(render(4, { highlightCentre: true })).not.toMatch(/\sstyle=/);
  });

  it('When the centre is highlighted, then slides snap to the centre and the first one is marked', () => {
    const html = render(5, { highlightCentre: true });
    expect(html).toContain('data-align="center"');
    expect(html.match(/data-centre=""/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="1 de 5" class="slide" data-centre=""/);
  });

  it('When there is no autoplay, then there is no pause button', () => {
    const html = render(3, { autoplayMs: undefined });
    expect(html).not.toContain('Pausar');
    expect(html).not.toContain('data-autoplay=');
  });

  it('When there is one slide, then there are no controls; with none, nothing renders', () => {
    expect(render(1)).not.toContain('<button');
    expect(render(0)).toBe('');
  });

  it('When there are more positions than fit a phone (24 on the server), then a counter "1 / 24" replaces the dots', () => {
    const html = render(24);
    expect(html).not.toContain('data-part="dot"');
    expect(html).toContain('data-part="counter"');
    expect(html).toContain('<span aria-hidden="true">1 / 24</span>');
    expect(html).toContain('Diapositiva 1 de 24');
  });

  it('When there are 8 positions, then there are 8 dots and no counter', () => {
    const html = render(8);
    expect(html.match(/data-part="dot"/g)).toHaveLength(8);
    expect(html).not.toContain('data-part="counter"');
  });
});
