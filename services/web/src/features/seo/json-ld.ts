import type { TAttorney } from '@firm/shared/content/attorney';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import type { TCrumb } from '../../lib/page-head';
import { shellCopy } from '../../lib/copy/shell-copy';
import { PHONE_IDS, phoneById, streetLine } from '../../lib/content/site-config';

/** A JSON-LD object. */
export type TJsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/**
 * Serializes JSON-LD for an inline `<script type="application/ld+json">`: `<` is escaped so content can
 * never close the script element.
 */
export function serializeJsonLd(value: TJsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * BreadcrumbList of a page's trail; the last crumb (the page) points at the canonical URL.
 * @param trail - the page's breadcrumb
 * @param origin - the public origin
 * @param canonicalPath - the page's own path
 */
export function breadcrumbLd(trail: TCrumb[], origin: string, canonicalPath: string): TJsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: origin + (index === trail.length - 1 ? canonicalPath : (crumb.href ?? canonicalPath)),
    })),
  };
}

/**
 * The firm as a LegalService with both offices (no review or rating markup: self-serving reviews are not
 * eligible for rich results).
 */
export function legalServiceLd(siteConfig: TSiteConfig, locale: TLocale, origin: string): TJsonLd {
  const phone = phoneById(siteConfig, PHONE_IDS.immigration)?.tel;
  return {
    '@context': CONTEXT,
    '@type': 'LegalService',
    '@id': `${origin}/#firm`,
    name: locale === 'en' ? siteConfig.firm.name_en : siteConfig.firm.name_es,
    alternateName: locale === 'en' ? siteConfig.firm.name_es : siteConfig.firm.name_en,
    url: origin + getHref('home', locale),
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-default.png`,
    email: siteConfig.email,
    ...(phone ? { telephone: phone } : {}),
    foundingDate: String(siteConfig.firm.founded),
    knowsLanguage: ['es', 'en'],
    areaServed: { '@type': 'Country', name: 'United States' },
    address: siteConfig.offices.map((office) => ({
      '@type': 'PostalAddress',
      name: locale === 'en' ? office.name_en : office.name_es,
      streetAddress: streetLine(office),
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postal_code,
      addressCountry: office.country,
    })),
    sameAs: Object.values(siteConfig.social).filter(Boolean),
  };
}

/** BlogPosting of an article in the page's language. */
export function blogPostingLd(
  article: TBlogArticle,
  locale: TLocale,
  origin: string,
  canonicalPath: string,
): TJsonLd {
  const en = locale === 'en';
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    mainEntityOfPage: origin + canonicalPath,
    headline: en ? article.titulo_en : article.titulo_es,
    description: (en ? article.description_en : article.description_es) ?? '',
    image: article.main_media ? [origin + mediaPath(article.main_media)] : [],
    datePublished: article.created_at,
    dateModified: article.updated_at ?? article.created_at,
    inLanguage: en ? 'en-US' : 'es-US',
    ...(article.author
      ? {
          author: {
            '@type': 'Person',
            name: article.author.name,
            url: origin + getHref('attorneyProfile', locale, { slug: article.author.slug }),
          },
        }
      : {}),
    publisher: {
      '@type': 'LegalService',
      '@id': `${origin}/#firm`,
      name: shellCopy(locale).brandName,
    },
  };
}

/** Person of an attorney profile. */
export function personLd(
  attorney: TAttorney,
  locale: TLocale,
  origin: string,
  canonicalPath: string,
): TJsonLd {
  const en = locale === 'en';
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: attorney.name,
    url: origin + canonicalPath,
    jobTitle: en ? attorney.role_en : attorney.role_es,
    description: en ? attorney.summary_en : attorney.summary_es,
    ...(attorney.photo ? { image: origin + mediaPath(attorney.photo) } : {}),
    knowsLanguage: en ? attorney.languages_en : attorney.languages_es,
    knowsAbout: en ? attorney.practice_areas_en : attorney.practice_areas_es,
    memberOf: (en ? attorney.associations_en : attorney.associations_es).map((name) => ({
      '@type': 'Organization',
      name,
    })),
    worksFor: {
      '@type': 'LegalService',
      '@id': `${origin}/#firm`,
      name: shellCopy(locale).brandName,
    },
    sameAs: Object.values(attorney.social ?? {}).filter(Boolean),
  };
}
