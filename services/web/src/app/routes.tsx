import type { RouteObject } from 'react-router-dom';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './app-context';
import { Document } from './document';
import { DocumentError } from './document-error';
import { PageError } from './page-error';
import { PageRoute, pageRouteLoader } from './page-route';
import { rootLoader } from './root-loader';

/**
 * The router's table: the document (root, loads the shell data once) and one page route that asks the
 * shared route map which page a path is. Page components are code-split per route.
 */
export const routes: RouteObject[] = [
  {
    // Pathless, so that '/' reaches the page route instead of matching the root alone.
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    shouldRevalidate: () => false,
    Component: Document,
    ErrorBoundary: DocumentError,
    children: [
      {
        id: PAGE_ROUTE_ID,
        path: '*',
        loader: pageRouteLoader,
        Component: PageRoute,
        ErrorBoundary: PageError,
      },
    ],
  },
];
