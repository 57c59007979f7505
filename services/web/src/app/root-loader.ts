import type { LoaderFunctionArgs } from 'react-router-dom';
import { dataOr, fetchCategories, fetchSiteConfig } from '../lib/content/content-client';
import { CSRF_META_NAME } from '../lib/track-call';
import type { TServerContext, TShellData } from './app-context';

/**
 * The shell data: handed over by the server with the request (so it is in the HTML and the hydration
 * data); fetched through the edge only if the browser ever has to load it itself.
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<TShellData> {
  const server = context as TServerContext | undefined;
  if (server?.shell) return server.shell;
  const [siteConfig, categories] = await Promise.all([
    fetchSiteConfig('', request.signal),
    fetchCategories('', request.signal),
  ]);
  return {
    siteConfig: dataOr(siteConfig, null),
    categories: dataOr(categories, []),
    csrfToken:
      document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content ?? '',
    origin: window.location.origin,
    year: new Date().getFullYear(),
    staff: null,
    staffPost: null,
  };
}
