import { renderToString } from 'react-dom/server';
import { QuickExitButton, SafetyNote } from './quick-exit';

describe('Quick exit (server HTML)', () => {
  it('When the button renders, then it is a same-tab link to the neutral site of the language that shares nothing', () => {
    const es = renderToString(<QuickExitButton locale="es" />);
    expect(es).toMatch(/^<a href="https:\/\/weather\.com\/es-US" rel="noopener noreferrer"/);
    expect(es).not.toContain('target=');
    expect(es).toContain('Salida rápida');
    const en = renderToString(<QuickExitButton locale="en" />);
    expect(en).toContain('href="https://weather.com/"');
    expect(en).toContain('Quick exit');
  });

  it('When the note renders with tips, then they are in a disclosure that opens without JavaScript', () => {
    const html = renderToString(<SafetyNote locale="en" tips={<p>Use a private window.</p>} />);
    expect(html).toContain('Browsing safely');
    expect(html).toMatch(
      /<details[^>]*><summary>More tips for browsing safely<\/summary><p>Use a private window\.<\/p><\/details>/,
    );
    expect(renderToString(<SafetyNote locale="es" />)).not.toContain('<details');
  });
});
