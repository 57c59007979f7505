import { renderToString } from 'react-dom/server';
import { QuickExitButton } from './quick-exit';
import { SafetyNote } from './safety-note';

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

  it('When the note renders, then it says what the button cannot do and how to clear the history, outside any disclosure', () => {
    const html = renderToString(<SafetyNote locale="es" tips={<p>Más.</p>} />);
    const open = html.replace(/<details[\s\S]*?<\/details>/, '');
    expect(open).toContain('Lo que no puede hacer:');
    expect(open).toContain('borrar su historial');
    expect(open).toContain('ventana privada');
    expect(open).not.toContain('no se vuelve aquí');
  });

  it('When the note renders, then 911 and both national hotlines are tap-to-call links in the open', () => {
    for (const locale of ['es', 'en'] as const) {
      const html = renderToString(<SafetyNote locale={locale} tips={<p>Más.</p>} />);
      const open = html.replace(/<details[\s\S]*?<\/details>/, '');
      expect(open).toContain('href="tel:911"');
      expect(open).toContain('href="tel:+18007997233"');
      expect(open).toContain('href="tel:+18883737888"');
      expect(open).toContain('href="sms:88788?&amp;body=START"');
      expect(open).toContain('href="sms:233733"');
    }
  });
});
