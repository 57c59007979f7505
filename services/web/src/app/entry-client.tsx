import '@fontsource-variable/inter/wght.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoute } from '@firm/shared/routes/route-map';
import { isStaffPath } from '@firm/shared/routes/staff-area';
import { parseWithoutEval } from '../lib/zod-settings';
import { RouteTree } from '../lib/site-router';
import { AssetsContext, NO_ASSETS } from './assets-context';
import { readRouteState } from './hydration-script';
import { loadPage } from './page-registry';
import { loadStaffFrame } from './staff-frame-slot';
import { routeViews } from './routes';

parseWithoutEval();

// The matched page's chunk must be loaded before hydrating, or the first render would differ from the
// server's markup. The loader data comes from the page's JSON data block. Hydrating inside a transition
// lets React yield to the browser between components instead of holding the main thread for the whole
// document (a phone stays responsive to taps while the page hydrates). Links load the next page from the
// edge: there is no router in the browser (lib/site-router).
async function start(): Promise<void> {
  const match = matchRoute(window.location.pathname);
  if (match) await loadPage(match.id, match).catch(() => undefined);
  if (isStaffPath(window.location.pathname)) await loadStaffFrame();
  const state = readRouteState(document, window.location);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AssetsContext value={NO_ASSETS}>
          <RouteTree routes={routeViews} state={state} />
        </AssetsContext>
      </StrictMode>,
    );
  });
}

void start();
