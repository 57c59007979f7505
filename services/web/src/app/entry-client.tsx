import '@fontsource-variable/inter/wght.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { config as configureZod } from 'zod';
import { matchRoute } from '@firm/shared/routes/route-map';
import { loadPage } from './page-registry';
import { routes } from './routes';

// zod would probe `new Function` to speed up parsing; the strict CSP (no 'unsafe-eval') reports that probe
// as a violation, so the browser app parses without it.
configureZod({ jitless: true });

// The matched page's chunk must be loaded before hydrating, or the first render would differ from the
// server's markup.
async function start(): Promise<void> {
  const match = matchRoute(window.location.pathname);
  if (match) await loadPage(match.id).catch(() => undefined);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
