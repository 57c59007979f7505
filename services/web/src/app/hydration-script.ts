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
