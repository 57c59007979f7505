import '@fontsource-variable/inter/wght.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { matchRoute } from '@firm/shared/routes/route-map';
import { loadWaitingParts } from '../lib/lazy-near';
import { parseWithoutEval } from '../lib/zod-settings';
import { HYDRATION_DATA_ID } from './hydration-script';
import { loadPage } from './page-registry';
import { routes } from './routes';

parseWithoutEval();

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

// The matched page's chunk must be loaded before hydrating, or the first render would differ from the
// server's markup. The server's loader data comes from the page's JSON data block. Hydrating inside a
// transition lets React yield to the browser between components instead of holding the main thread for
// the whole document (a phone stays responsive to taps while the page hydrates).
async function start(): Promise<void> {
  const match = matchRoute(window.location.pathname);
  if (match) await loadPage(match.id).catch(() => undefined);
  const data = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (data) window.__staticRouterHydrationData = JSON.parse(data) as unknown;
  const router = createBrowserRouter(routes);
  // a navigation (a hash link too) re-renders the frame, forms included: their code must not wait
  router.subscribe(() => loadWaitingParts());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start();
