import type { RequestHandler } from 'express';

/** The queue dashboard's name, in the page's title and at the top of the board. */
export const QUEUE_DASHBOARD_TITLE = 'Colas de envío';

// Inline styles: bull-board's page allows them (the edge's policy for its path), and it has no stylesheet of ours.
const BAR = [
  '<nav aria-label="Área del personal" style="display:flex;flex-wrap:wrap;gap:0.5rem 1.5rem;',
  'align-items:center;padding:0.5rem 1rem;background:#0c2238;color:#f3f6fa;',
  'font:16px/1.4 system-ui,sans-serif">',
  '<a href="/staff" style="color:#f6b27a;font-weight:700">← Volver al menú del personal</a>',
  '<span>Colas: correos de admisión y webhooks</span>',
  '</nav>',
].join('');

// bull-board pins its header and menu to the window: a transformed #root becomes what they are pinned
// to, so the whole board starts below the bar instead of covering it.
const BELOW_THE_BAR =
  '<style>#root{transform:translateZ(0);min-height:calc(100vh - 2.5rem)}</style>';

/**
 * bull-board's page as the staff see it: in Spanish (`lang="es"`), with a bar above the board that
 * leads back to the staff menu. Only the page itself changes; bull-board's assets and API pass as they
 * are.
 * @param html - the page bull-board rendered
 */
export function framedDashboardPage(html: string): string {
  return html
    .replace(/<html lang="[^"]*"/, '<html lang="es"')
    .replace('</head>', `${BELOW_THE_BAR}</head>`)
    .replace(/(<body[^>]*>)/, `$1${BAR}`);
}

/**
 * Puts {@link framedDashboardPage} on the HTML pages bull-board answers (its entry page for any of its
 * routes); JSON, scripts and styles go through untouched.
 */
export function frameDashboardPages(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown) =>
      send(
        typeof body === 'string' && body.includes('id="root"') ? framedDashboardPage(body) : body,
      );
    next();
  };
}
