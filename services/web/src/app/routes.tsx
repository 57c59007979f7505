import type { TRouteView } from '../lib/site-router';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './app-context';
import { Document } from './document';
import { DocumentError } from './document-error';
import { PageError } from './page-error';
import { PageRoute } from './page-route';

/**
 * What the site renders, on the server and in the browser: the document (root) and, inside its frame, the
 * page the shared route map picks for the path. Page components are code-split per route. The loaders of
 * these two routes run on the server only (`server-routes.ts`).
 */
export const routeViews: TRouteView[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: Document,
    ErrorBoundary: DocumentError,
    children: [{ id: PAGE_ROUTE_ID, Component: PageRoute, ErrorBoundary: PageError }],
  },
];
