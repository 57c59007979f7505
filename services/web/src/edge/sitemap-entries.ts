import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { allStaticPaths, getHref } from '@firm/shared/routes/route-map';
import type { TContentBase } from '../lib/content/content-client';
import { collectSitePages } from '../lib/content/site-pages';
import type { TSitemapEntry } from './sitemap-xml';

/** Static pages of the route map (indexable ones), grouped with their counterpart in the other language. */
export function staticEntries(): TSitemapEntry[] {
  const byKey = new Map<string, Partial<Record<TLocale, string>>>();
  for (const { id, locale, path, noindex } of allStaticPaths()) {
    if (noindex) continue;
    // One-way switches (reviews → testimonials) are separate pages, so they are grouped by their own id.
    const alternates = byKey.get(id) ?? {};
    alternates[locale] = path;
    byKey.set(id, alternates);
  }
  return [...byKey.values()].map((alternates) => ({ alternates }));
}

/** The sitemap's pages, and whether all the content could be listed. */
export type TSitemapCollection = { entries: TSitemapEntry[]; complete: boolean };

/**
 * Every indexable page of both languages: the route map's static pages plus the content's attorneys,
 * blog articles and categories, and the founder's lives page. Content the service cannot give right now is
 * left out and the collection marked incomplete (so it is rebuilt soon).
 */
export async function collectSitemapEntries(base: TContentBase): Promise<TSitemapCollection> {
  const { attorneys, categories, posts, complete } = await collectSitePages(base);
  const entries = [
    ...staticEntries(),
    ...attorneys.map((attorney) => ({
      alternates: {
        en: getHref('attorneyProfile', 'en', { slug: attorney.slug }),
        es: getHref('attorneyProfile', 'es', { slug: attorney.slug }),
      },
    })),
    {
      alternates: {
        en: getHref('livesResults', 'en', { name: FOUNDER_SLUG }),
        es: getHref('livesResults', 'es', { name: FOUNDER_SLUG }),
      },
    },
    ...categories.map((category) => ({
      alternates: {
        en: getHref('blogCategory', 'en', { slug: category.url_en }),
        es: getHref('blogCategory', 'es', { slug: category.url_es }),
      },
    })),
    ...posts.map((post) => ({
      // the languages the article is published in
      alternates: {
        ...(post.url_en ? { en: getHref('blogArticle', 'en', { slug: post.url_en }) } : {}),
        ...(post.url_es ? { es: getHref('blogArticle', 'es', { slug: post.url_es }) } : {}),
      },
      lastmod: post.updated_at ?? post.created_at,
    })),
  ];
  return { entries, complete };
}
