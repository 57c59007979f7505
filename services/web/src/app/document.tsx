import { useContext } from 'react';
import { preinit, preload } from 'react-dom';
import { useLoaderData, useLocation } from '../lib/site-router';
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { CSRF_META_NAME } from '../lib/track-call';
import { CSP_NONCE_META_NAME } from '../lib/csp-nonce';
import type { TShellData } from './app-context';
import { AssetsContext } from './assets-context';
import { ShellLayout } from './shell-layout';

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser: `<html lang>` of
 * the path's language, the head (stylesheets, preloads, the anti-forgery meta tag, a staff page's style
 * nonce; pages add their SEO tags, which React hoists here) and the frame.
 */
export function Document() {
  const shell = useLoaderData() as TShellData;
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const assets = useContext(AssetsContext);
  for (const href of assets.styles) preinit(href, { as: 'style', precedence: 'default' });
  preload(interLatinUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0c2238" />
        <meta name={CSRF_META_NAME} content={shell.csrfToken} />
        {shell.cspNonce ? <meta name={CSP_NONCE_META_NAME} content={shell.cspNonce} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <ShellLayout locale={locale} shell={shell} />
      </body>
    </html>
  );
}
