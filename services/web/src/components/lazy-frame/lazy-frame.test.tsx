import { renderToString } from 'react-dom/server';
import { LazyFrame } from './lazy-frame';

describe('LazyFrame (server HTML)', () => {
  it('When a lazy frame renders on the server, then only its box and placeholder are there: no iframe, no style attribute', () => {
    const html = renderToString(
      <LazyFrame
        src="https://maps.example/embed?q=1"
        title="Mapa"
        placeholder="El mapa se carga cuando llegue a él."
        className="map"
        data-testid="office-map"
      />,
    );
    expect(html).toBe(
      '<div class="box map" data-testid="office-map" data-state="idle"><p class="placeholder">El mapa se carga cuando llegue a él.</p></div>',
    );
  });
});
