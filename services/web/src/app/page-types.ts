import type { ComponentType } from 'react';
import type { TPageText } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId, TRouteMatch } from '@firm/shared/routes/route-map';
import type { TFormPostResult } from '../features/lead-forms/utils/form-post-result';
import type { TShellData, TStaffApi } from './app-context';
import type { TContentWarn } from '../lib/content/content-client';
import type { TPageHead } from '../lib/page-head';

export type { TCrumb, TPageHead } from '../lib/page-head';

/** What a page loader receives. */
export type TPageLoaderArgs = {
  match: TRouteMatch;
  url: URL;
  /** The content service's base URL ('' in the browser). */
  contentBase: string;
  signal: AbortSignal;
  /** The staff API as the signed-in member reads it (staff pages; elsewhere every read answers 503). */
  staffApi: TStaffApi;
  /** Logs what the page left out because the content service did not give it (server only). */
  warn?: TContentWarn;
  /**
   * A studio preview's draft of a page text: the page's `loadPageText` of that key gives it instead
   * of the published text (the preview runs the public page's own loader with it).
   */
  pageTextDraft?: TPageText;
};

/** What the head and the page component receive. */
export type TPageContext<D> = { match: TRouteMatch; locale: TLocale; data: D; shell: TShellData };

/** A page: optional loader (may throw a 404/503 `data()` response), its head, its component. */
export type TPageModule<D = unknown> = {
  /**
   * Other pages whose module this page renders (the studio's preview renders the public article
   * page), or which one for the address matched (a page text's preview renders the page that shows
   * it): loaded with it, on the server and before hydration, so the public page's chunk stays as it is.
   */
  renders?: readonly TRouteId[] | ((match: TRouteMatch) => readonly TRouteId[]);
  loader?: (args: TPageLoaderArgs) => Promise<D>;
  head: (context: TPageContext<D>) => TPageHead;
  Page: ComponentType<TPageContext<D> & { head: TPageHead }>;
};

/** The page route's loader data. */
export type TPageData = {
  match: TRouteMatch;
  data: unknown;
  /** The answer to a form posted without JavaScript that this render shows, else null. */
  formPost: TFormPostResult | null;
};
