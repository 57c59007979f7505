import { buildSitemapXml } from './sitemap-xml';

const ORIGIN = 'https://www.example.com';

describe('buildSitemapXml', () => {
  it('When a page exists in both languages, then each language gets a <url> listing both alternates and x-default (Spanish)', () => {
    const xml = buildSitemapXml(
      [
        {
          alternates: { en: '/en/services', es: '/servicios' },
          lastmod: '2025-03-20T10:00:00.000Z',
        },
      ],
      ORIGIN,
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(`<loc>${ORIGIN}/servicios</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/services</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es-US" href="${ORIGIN}/servicios"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/en/services"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/servicios"/>`,
    );
    expect(xml).toContain('<lastmod>2025-03-20</lastmod>');
  });

  it('When a page exists in one language only, then it is listed without alternates', () => {
    const xml = buildSitemapXml([{ alternates: { en: '/en/reviews' } }], ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}/en/reviews</loc>`);
    expect(xml).not.toContain('xhtml:link rel');
  });

  it('When a path holds XML special characters, then they are escaped', () => {
    const xml = buildSitemapXml([{ alternates: { es: "/blog/a&b'c" } }], ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/a&amp;b&apos;c</loc>`);
  });

  it('When the sitemap is built, then it declares the sitemap and xhtml namespaces', () => {
    const xml = buildSitemapXml([], ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
