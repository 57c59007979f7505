import {
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '../lib/site-router';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { SeoHead } from '../features/seo/seo-head';
import { ForbiddenView, forbiddenTitle } from '../pages/errors/forbidden-view';
import { NotFoundView } from '../pages/errors/not-found-view';
import { UnavailableView, unavailableTitle } from '../pages/errors/unavailable-view';
import type { TShellData } from './app-context';
import { ROOT_ROUTE_ID } from './app-context';

/**
 * The page route's error boundary, inside the frame (navbar and footer stay): the 404 page of the path's
 * language for unknown pages, the 403 page for a staff page the member's role may not open, the
 * unavailable page for anything else. Never indexed.
 */
export function PageError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const shell = useRouteLoaderData(ROOT_ROUTE_ID) as TShellData | undefined;
  const locale = localeOfPath(pathname);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const title = refused
    ? forbiddenTitle(locale)
    : missing
      ? t(locale, 'notFound.title')
      : unavailableTitle(locale);
  return (
    <>
      <SeoHead
        head={{ title, description: title, breadcrumb: [], noindex: true }}
        locale={locale}
        origin={shell?.origin ?? ''}
        canonicalPath={null}
        alternates={{}}
      />
      {refused ? (
        <ForbiddenView locale={locale} />
      ) : missing ? (
        <NotFoundView locale={locale} />
      ) : (
        <UnavailableView locale={locale} />
      )}
    </>
  );
}
