import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler } from 'react-router-dom';
import type { TRouteId } from '@firm/shared/routes/route-map';
import type { TServerContext } from './app-context';
import type { TDocumentAssets } from './assets-context';
import { AssetsContext } from './assets-context';
import { bootDataBlock, hydrationDataBlock } from './hydration-script';
import type { TPageData } from './page-types';
import { lazyPartsLoaded } from '../lib/lazy-near';
import { loadStaffFrame } from './staff-frame-slot';
import { RouteTree } from '../lib/site-router';
import { routeViews } from './routes';
import { serverRoutes } from './server-routes';

/** The built files of a document: the browser entry plus what to preload and link. */
export type TDocumentBuild = TDocumentAssets & {
  entry: string;
  /** Modules to run before the entry (development only: Vite's client and the React refresh preamble). */
  devModules?: string[];
  /** The edge's boot script, which starts the entry after the first paint (production). */
  boot?: string;
};

/** What the edge gives the renderer for one request. */
export type TRenderInput = {
  /** The request as the public URL (the origin of PUBLIC_ORIGIN) with the visitor's headers. */
  request: Request;
  context: TServerContext;
  /** The files the document needs, given the page route that matched (null for error pages). */
  assetsFor: (pageId: TRouteId | null) => TDocumentBuild;
  onError: (error: unknown) => void;
};

/** What the renderer answers: a redirect the loaders decided, or the whole document with its status. */
export type TRendered =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'document'; status: number; html: string };

/** The server renderer's interface (`dist/server/entry-server.js`). */
export type TRender = (input: TRenderInput) => Promise<TRendered>;

const handler = createStaticHandler(serverRoutes);
const FAILED_DOCUMENT =
  '<!doctype html><title>Error</title><p>Sorry, something went wrong. Please try again.</p>';

/**
 * Renders a page: react-router's static handler runs the loaders (redirects answer 301/302 right away),
 * then the site's route tree renders the whole document
 * (every Suspense boundary resolved, so the HTML is complete for visitors, crawlers and the edge's cache)
 * with the status the loaders decided (200, 404, 503). The page carries no inline script: the loader data
 * and the entry's name travel in JSON data blocks, and the edge's boot script starts the browser code
 * after the first paint (development: Vite's modules as bootstrap modules).
 */
export const render: TRender = async ({ request, context, assetsFor, onError }) => {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('location') ?? '/',
    };
  }
  const page = result.loaderData['page'] as TPageData | undefined;
  const assets = assetsFor(page?.match.id ?? null);
  const { pathname, search, hash } = result.location;
  const state = {
    location: { pathname, search, hash },
    loaderData: result.loaderData,
    errors: result.errors,
  };
  const tail =
    hydrationDataBlock(state) +
    (assets.boot
      ? bootDataBlock(assets.entry, assets.modulePreloads) +
        `<script src="${assets.boot}" async></script>`
      : [...(assets.devModules ?? []), assets.entry]
          .map((src) => `<script type="module" src="${src}" async></script>`)
          .join(''));
  let html: string;
  try {
    // Every part is rendered in place, in one pass: a streaming render outlines a late or large Suspense
    // boundary and reveals it with an inline script, which the page's CSP does not allow. The loaders
    // have run and the lazy parts are loaded first, so nothing suspends.
    await Promise.all([lazyPartsLoaded(), loadStaffFrame()]);
    html =
      '<!DOCTYPE html>' +
      renderToString(
        <StrictMode>
          <AssetsContext value={assets}>
            <RouteTree routes={routeViews} state={state} />
          </AssetsContext>
        </StrictMode>,
      );
  } catch (error) {
    onError(error);
    return { kind: 'document', status: 500, html: FAILED_DOCUMENT };
  }
  const at = html.lastIndexOf('</body>');
  return {
    kind: 'document',
    status: result.statusCode,
    html: at < 0 ? html + tail : html.slice(0, at) + tail + html.slice(at),
  };
};
