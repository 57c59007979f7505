import type { RouteObject } from 'react-router-dom';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from './app-context';
import { pageRouteLoader } from './page-loader';
import { rootLoader } from './root-loader';

/**
 * The server's route table for react-router's static handler, which runs the loaders and decides
 * redirects and statuses: the document (pathless, so that '/' reaches the page route instead of matching
 * the root alone; loads the shell data) and one page route that asks the shared route map which page a
 * path is. What renders for each is in `routes.tsx`.
 */
export const serverRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    hasErrorBoundary: true,
    // its error boundary (PageError, inside the frame) is where a page's 404/403/503 renders
    children: [{ id: PAGE_ROUTE_ID, path: '*', loader: pageRouteLoader, hasErrorBoundary: true }],
  },
];
