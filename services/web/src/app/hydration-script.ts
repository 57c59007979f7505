import { isRouteErrorResponse } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';

const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeForScript(text: string): string {
  return text.replace(/[&<>\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[routeId] = { message: error.message, __type: 'Error' };
    else out[routeId] = error;
  }
  return out;
}

/**
 * The inline script that hands the server's loader data to the browser router
 * (`window.__staticRouterHydrationData`, read by `createBrowserRouter`). It carries the page's data
 * (e.g. the article) so the browser never fetches it again. Escaped so no data can end the script.
 */
export function hydrationScript(context: StaticHandlerContext): string {
  const data = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  return `window.__staticRouterHydrationData = JSON.parse(${escapeForScript(JSON.stringify(JSON.stringify(data)))});`;
}

/**
 * The inline script that starts the browser code once the page has painted: it adds the module preloads
 * and the entry's module script after the first frame (a timer stands in where no frame comes, as in a
 * background tab). Until then the network carries only what the first paint needs — the document, its
 * stylesheets, the font and the hero image — so on a slow phone connection the scripts (about 160 kB
 * gzipped) do not compete with them. The page works before hydration (links, forms that post), so
 * starting the scripts a frame later loses nothing.
 * @param entry - the browser entry's URL
 * @param modulePreloads - the chunks it imports statically, fetched in parallel with it
 */
export function startAfterPaintScript(entry: string, modulePreloads: readonly string[]): string {
  const args = escapeForScript(JSON.stringify([entry, modulePreloads]));
  return (
    `(function(a){var done=false;function go(){if(done)return;done=true;` +
    `a[1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l);});` +
    `var s=document.createElement('script');s.type='module';s.src=a[0];document.body.appendChild(s);}` +
    `requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,250);})(${args});`
  );
}
