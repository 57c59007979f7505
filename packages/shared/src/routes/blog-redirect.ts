/**
 * Blog redirect paths (SPEC §2 "Language switch"). Blog slugs differ by language, so the switch links to
 * a redirect path and the edge looks up the counterpart slug: an English page's path prefixed with
 * '/redirect', a Spanish page's path prefixed with '/en/redirect'.
 */
import type { TLocale } from '../i18n/locale';
import type { TCompiledPattern } from './route-pattern';
import { compilePattern, execPattern, fillPattern } from './route-pattern';

/** What a blog redirect points at. */
export type TBlogRedirectKind = 'article' | 'category';

/** A parsed blog redirect: the page it comes from and the language the edge must resolve it to. */
export type TBlogRedirect = { kind: TBlogRedirectKind; from: TLocale; to: TLocale; slug: string };

/** Redirect path patterns by kind and by the language of the page the visitor leaves. */
export const BLOG_REDIRECT_PATTERNS = {
  article: { en: '/redirect/en/blog/:slug', es: '/en/redirect/blog/:slug' },
  category: { en: '/redirect/en/blog/category/:slug', es: '/en/redirect/blog/categoria/:slug' },
} as const satisfies Record<TBlogRedirectKind, Record<TLocale, string>>;

const COMPILED: { kind: TBlogRedirectKind; from: TLocale; compiled: TCompiledPattern }[] = (
  ['category', 'article'] as const
).flatMap((kind) =>
  (['en', 'es'] as const).map((from) => ({
    kind,
    from,
    compiled: compilePattern(BLOG_REDIRECT_PATTERNS[kind][from]),
  })),
);

/**
 * The redirect path that leads from a blog article or category to its counterpart in the other language.
 * @param kind - article or category
 * @param from - the language of the page the visitor is on
 * @param slug - that page's slug (in its own language)
 */
export function blogRedirectPath(kind: TBlogRedirectKind, from: TLocale, slug: string): string {
  return fillPattern(BLOG_REDIRECT_PATTERNS[kind][from], { slug });
}

/**
 * Reads a blog redirect path (a query string or hash is ignored).
 * @param pathname - the request path
 * @returns the redirect, or null when the path is not one
 */
export function parseBlogRedirect(pathname: string): TBlogRedirect | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  for (const { kind, from, compiled } of COMPILED) {
    const params = execPattern(compiled, path);
    if (params?.['slug'])
      return { kind, from, to: from === 'en' ? 'es' : 'en', slug: params['slug'] };
  }
  return null;
}
