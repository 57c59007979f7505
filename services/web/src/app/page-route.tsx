import { localeOfPath } from '@firm/shared/i18n/locale';
import { defaultAlternates } from '../features/seo/alternates';
import { SeoHead } from '../features/seo/seo-head';
import { useLoaderData, useLocation, useRouteLoaderData } from '../lib/site-router';
import type { TShellData } from './app-context';
import { ROOT_ROUTE_ID } from './app-context';
import { loadedPage } from './page-registry';
import type { TPageData } from './page-types';

/** Renders the matched page with its SEO head. */
export function PageRoute() {
  const { match, data } = useLoaderData() as TPageData;
  const shell = useRouteLoaderData(ROOT_ROUTE_ID) as TShellData;
  const { pathname } = useLocation();
  const page = loadedPage(match.id);
  const context = { match, locale: match.locale, data, shell };
  const head = page.head(context);
  const alternates = head.alternates ?? defaultAlternates(match, pathname);
  return (
    <>
      <SeoHead
        head={head}
        locale={localeOfPath(pathname)}
        origin={shell.origin}
        canonicalPath={pathname}
        alternates={alternates}
      />
      <page.Page {...context} head={head} />
    </>
  );
}
