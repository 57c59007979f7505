import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { TRouteId } from '@firm/shared/routes/route-map';
import type { TServerContext } from './app-context';
import type { TDocumentAssets } from './assets-context';
import { AssetsContext } from './assets-context';
import { hydrationScript, startAfterPaintScript } from './hydration-script';
import type { TPageData } from './page-types';
import { routes } from './routes';

/** The built files of a document: the browser entry plus what to preload and link. */
export type TDocumentBuild = TDocumentAssets & {
  entry: string;
  /** Modules to run before the entry (development only: Vite's client and the React refresh preamble). */
  devModules?: string[];
};

/** What the edge gives the renderer for one request. */
export type TRenderInput = {
  /** The request as the public URL (the origin of PUBLIC_ORIGIN) with the visitor's headers. */
  request: Request;
  /** The CSP nonce of this response. */
  nonce: string;
  context: TServerContext;
  /** The files the document needs, given the page route that matched (null for error pages). */
  assetsFor: (pageId: TRouteId | null) => TDocumentBuild;
  onError: (error: unknown) => void;
};

/**
 * What the renderer writes the document to: the part of Node's `ServerResponse` it uses, described
 * here so that the React app imports no Node module (the edge passes its Express response).
 */
export type TRenderTarget = NodeJS.WritableStream & {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(chunk?: string): unknown;
};

/** The server renderer's interface (`dist/server/entry-server.js`). */
export type TRender = (input: TRenderInput, res: TRenderTarget) => Promise<void>;

const handler = createStaticHandler(routes);
const ABORT_AFTER_MS = 10_000;

/**
 * Renders a page: runs the loaders (redirects answer 301/302 right away), then streams the document with
 * the status the loaders decided (200, 404, 503), the hydration data in a nonce'd inline script and the
 * browser entry as a module script.
 */
export const render: TRender = async ({ request, nonce, context, assetsFor, onError }, res) => {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    res.statusCode = result.status;
    res.setHeader('location', result.headers.get('location') ?? '/');
    res.end();
    return;
  }
  const page = result.loaderData['page'] as TPageData | undefined;
  const assets = assetsFor(page?.match.id ?? null);
  const router = createStaticRouter(handler.dataRoutes, result);
  const stream = renderToPipeableStream(
    <StrictMode>
      <AssetsContext value={assets}>
        <StaticRouterProvider router={router} context={result} hydrate={false} nonce={nonce} />
      </AssetsContext>
    </StrictMode>,
    {
      nonce,
      // in production the scripts start after the first paint; Vite's development modules keep their order
      ...(assets.devModules
        ? {
            bootstrapScriptContent: hydrationScript(result),
            bootstrapModules: [...assets.devModules, assets.entry],
          }
        : {
            bootstrapScriptContent:
              hydrationScript(result) + startAfterPaintScript(assets.entry, assets.modulePreloads),
          }),
      onShellReady() {
        res.statusCode = result.statusCode;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        stream.pipe(res);
      },
      onShellError(error) {
        onError(error);
        res.statusCode = 500;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          '<!doctype html><title>Error</title><p>Sorry, something went wrong. Please try again.</p>',
        );
      },
      onError,
    },
  );
  setTimeout(() => stream.abort(), ABORT_AFTER_MS).unref();
};
