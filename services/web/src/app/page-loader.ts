import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import { parseBlogRedirect } from '@firm/shared/routes/blog-redirect';
import { canonicalRedirect } from '@firm/shared/routes/canonical-redirect';
import { matchRoute } from '@firm/shared/routes/route-map';
import { isFormPostResult } from '../features/lead-forms/utils/form-post-result';
import { forbidden, notFound } from '../lib/http-status';
import type { TServerContext, TStaffApi } from './app-context';
import { contentBaseOf } from './app-context';
import { resolveBlogRedirect } from './blog-redirect';
import { loadPage } from './page-registry';
import type { TPageData } from './page-types';

// Outside the staff area nobody is signed in: a read of the staff API is a missing service.
const noStaffApi: TStaffApi = async () => ({ status: 503, body: {} });

/**
 * Loader of every page: canonical redirects (301), blog redirect paths resolved through the content
 * service, then the shared route map picks the page, whose chunk is loaded and whose own loader runs.
 * Unknown paths throw 404.
 */
export async function pageRouteLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<TPageData> {
  const url = new URL(request.url);
  const contentBase = contentBaseOf(context);
  const canonical = canonicalRedirect(url.pathname);
  if (canonical) throw redirect(canonical + url.search, 301);
  const blogRedirect = parseBlogRedirect(url.pathname);
  if (blogRedirect) {
    const target = await resolveBlogRedirect(blogRedirect, contentBase, request.signal);
    if (!target) notFound();
    throw redirect(target.location, target.status);
  }
  if ((context as TServerContext | undefined)?.staffForbidden) forbidden();
  const match = matchRoute(url.pathname);
  if (!match) notFound();
  const page = await loadPage(match.id, match);
  const server = context as TServerContext | undefined;
  const staffApi = server?.staffApi ?? noStaffApi;
  const data = page.loader
    ? await page.loader({
        match,
        url,
        contentBase,
        signal: request.signal,
        staffApi,
        warn: server?.warn,
      })
    : null;
  const formPost = (context as TServerContext | undefined)?.formPost;
  return { match, data, formPost: isFormPostResult(formPost) ? formPost : null };
}
