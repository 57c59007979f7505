import type { TLocale } from '@firm/shared/i18n/locale';

/** One page of the sitemap in its languages (each language's path), with its last change. */
export type TSitemapEntry = { alternates: Partial<Record<TLocale, string>>; lastmod?: string };

const HREFLANG: Record<TLocale, string> = { en: 'en-US', es: 'es-US' };

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap XML: one `<url>` per page and language, each listing every language version (and
 * `x-default`, the Spanish one) as `xhtml:link` alternates, as search engines expect for bilingual sites.
 * @param entries - the pages
 * @param origin - the public origin
 */
export function buildSitemapXml(entries: TSitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const languages = (['es', 'en'] as const).filter((locale) => entry.alternates[locale]);
    const links =
      languages.length > 1
        ? [
            ...languages.map(
              (locale) =>
                `    <xhtml:link rel="alternate" hreflang="${HREFLANG[locale]}" href="${escapeXml(origin + entry.alternates[locale])}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + (entry.alternates.es ?? entry.alternates.en))}"/>`,
          ]
        : [];
    return languages.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(origin + entry.alternates[locale])}</loc>`,
        ...(entry.lastmod
          ? [`    <lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`]
          : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
