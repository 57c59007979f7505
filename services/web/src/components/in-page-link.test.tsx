import { renderToString } from 'react-dom/server';
import { InPageLink } from './in-page-link';

describe('InPageLink (server HTML)', () => {
  it('When it renders, then it is a plain link to the target id, so it works without JavaScript', () => {
    const html = renderToString(
      <InPageLink targetId="lead-form-visa-es" className="cta">
        Find out
      </InPageLink>,
    );
    expect(html).toBe('<a class="cta" href="#lead-form-visa-es">Find out</a>');
  });
});
