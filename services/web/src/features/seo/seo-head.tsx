import type { TLocale } from '@firm/shared/i18n/locale';
import { otherLocale } from '@firm/shared/i18n/locale';
import { shellCopy } from '../../lib/copy/shell-copy';
import type { TPageHead } from '../../lib/page-head';
import { HREFLANG, xDefaultOf } from './alternates';
import type { TJsonLd } from './json-ld';
import { breadcrumbLd, serializeJsonLd } from './json-ld';

/** Props of {@link SeoHead}. */
export type TSeoHeadProps = {
  head: TPageHead;
  locale: TLocale;
  origin: string;
  /** The page's canonical path; null for pages that have none (404). */
  canonicalPath: string | null;
  alternates: Partial<Record<TLocale, string>>;
};

const OG_LOCALE: Record<TLocale, string> = { en: 'en_US', es: 'es_US' };
const DEFAULT_IMAGE = '/og-default.png';

/**
 * Everything a search engine or a social card reads about a page: title, description, canonical,
 * hreflang alternates (en-US, es-US, x-default), Open Graph and Twitter cards, robots, and JSON-LD
 * (BreadcrumbList plus the page's own objects). React hoists the tags into `<head>`.
 */
export function SeoHead({ head, locale, origin, canonicalPath, alternates }: TSeoHeadProps) {
  const title = `${head.title} | ${shellCopy(locale).brandName}`;
  const url = canonicalPath ? origin + canonicalPath : null;
  const image = (head.image ?? DEFAULT_IMAGE).startsWith('/')
    ? origin + (head.image ?? DEFAULT_IMAGE)
    : (head.image as string);
  const xDefault = xDefaultOf(alternates);
  const jsonLd: TJsonLd[] = [
    ...(canonicalPath && head.breadcrumb.length > 1
      ? [breadcrumbLd(head.breadcrumb, origin, canonicalPath)]
      : []),
    ...(head.jsonLd ?? []),
  ];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {url
        ? (['en', 'es'] as const).map((lang) =>
            alternates[lang] ? (
              <link
                key={lang}
                rel="alternate"
                hrefLang={HREFLANG[lang]}
                href={origin + alternates[lang]}
              />
            ) : null,
          )
        : null}
      {url && xDefault ? (
        <link rel="alternate" hrefLang="x-default" href={origin + xDefault} />
      ) : null}
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:site_name" content={shellCopy(locale).brandName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {alternates[otherLocale(locale)] ? (
        <meta property="og:locale:alternate" content={OG_LOCALE[otherLocale(locale)]} />
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      {jsonLd.map((object, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(object) }}
        />
      ))}
    </>
  );
}
