import { renderToString } from 'react-dom/server';
import { InPageLink } from './in-page-link';

describe('InPageLink (server HTML)', () => {
  it('When it renders on the server, then it is a real link to the fragment, which works before JavaScript', () => {
    const html = renderToString(
      <InPageLink targetId="lead-form-visa-es" className="cta">
        Descubre si calificas
      </InPageLink>,
    );
    expect(html).toBe('<a href="#lead-form-visa-es" class="cta">Descubre si calificas</a>');
  });
});
