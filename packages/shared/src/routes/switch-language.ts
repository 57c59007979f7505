/**
 * The language switch of SPEC §2 as one pure function of the current path.
 */
import type { TLocale } from '../i18n/locale';
import { localeOfPath, otherLocale } from '../i18n/locale';
import type { TBlogRedirectKind } from './blog-redirect';
import { parseBlogRedirect } from './blog-redirect';
import { canonicalRedirect } from './canonical-redirect';
import { counterpartHref, getHref, matchRoute } from './route-map';

/**
 * The path of the same page in the other language.
 *
 * - The path is made canonical first: trailing slash stripped, '/es' prefix dropped, short aliases expanded.
 * - Blog articles and categories go to their blog redirect path (the edge resolves the other slug).
 * - Known pages go to their mapped counterpart (reviews, English only, go to the Spanish testimonials).
 * - Unknown pages, and pages with no counterpart, go to the other language's home: '/en' from Spanish, '/'
 *   from English (the spec's '/es' would only redirect to '/').
 *
 * The query string and hash are dropped: campaign parameters are already kept in the first-touch
 * attribution cookie, and in-page anchors and page numbers differ by language.
 * @param pathname - the current path, optionally with query string or hash
 */
export function switchLanguagePath(pathname: string): string {
  const raw = pathname.split(/[?#]/, 1)[0] ?? '';
  const path = canonicalRedirect(raw) ?? raw;
  const redirect = parseBlogRedirect(path);
  // A redirect path is on screen only while the edge resolves it: switching goes back to the page it came from.
  if (redirect) return blogRedirectSource(redirect.kind, redirect.from, redirect.slug);
  const match = matchRoute(path);
  const target = match ? counterpartHref(match) : null;
  return target ?? getHref('home', otherLocale(match?.locale ?? localeOfPath(path)));
}

function blogRedirectSource(kind: TBlogRedirectKind, from: TLocale, slug: string): string {
  const id = kind === 'article' ? 'blogArticle' : 'blogCategory';
  return getHref(id, from, { slug });
}
