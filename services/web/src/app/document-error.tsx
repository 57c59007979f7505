import { useLocation } from '../lib/site-router';
import { localeOfPath } from '@firm/shared/i18n/locale';
import { UnavailableView, unavailableTitle } from '../pages/errors/unavailable-view';

/** Last-resort document when the frame itself fails to render: the unavailable message, nothing else. */
export function DocumentError() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{unavailableTitle(locale)}</title>
      </head>
      <body>
        <main>
          <UnavailableView locale={locale} />
        </main>
      </body>
    </html>
  );
}
