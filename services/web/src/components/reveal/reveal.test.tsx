import { renderToString } from 'react-dom/server';
import { LazyBackground } from './lazy-background';
import { Reveal } from './reveal';

describe('Reveal and LazyBackground (server HTML)', () => {
  it('When revealed content renders on the server, then it is plain visible content, not marked pending', () => {
    const html = renderToString(
      <Reveal as="section" className="intro" id="intro">
        <h2>Introducción</h2>
      </Reveal>,
    );
    expect(html).toBe('<section id="intro" class="reveal intro"><h2>Introducción</h2></section>');
  });

  it('When a lazy background renders on the server, then it carries data-src and no style attribute', () => {
    const html = renderToString(
      <LazyBackground src="/media/texture.webp" className="banner">
        <p>Texto</p>
      </LazyBackground>,
    );
    expect(html).toBe('<div data-src="/media/texture.webp" class="lazy banner"><p>Texto</p></div>');
  });
});
