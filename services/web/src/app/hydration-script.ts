import { isRouteErrorResponse } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';
import { BOOT_DATA_ID } from './boot-data';

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

/** Id of the data block that carries the server's loader data to the browser router. */
export const HYDRATION_DATA_ID = 'router-data';

/**
 * A `<script type="application/json">` data block: never executed, so the Content-Security-Policy needs
 * no nonce or hash for it and a cached page stays valid for every visitor. Escaped so no data can end the
 * element early.
 */
export function jsonDataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${escapeForScript(JSON.stringify(data))}</script>`;
}

/**
 * The data block that hands the server's loader data to the browser router (the entry reads it into
 * `window.__staticRouterHydrationData` for `createBrowserRouter`). It carries the page's data (e.g. the
 * article) so the browser never fetches it again.
 */
export function hydrationDataBlock(context: StaticHandlerContext): string {
  return jsonDataBlock(HYDRATION_DATA_ID, {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  });
}

/** The boot data block: the browser entry's URL and the chunks it imports statically. */
export function bootDataBlock(entry: string, modulePreloads: readonly string[]): string {
  return jsonDataBlock(BOOT_DATA_ID, { entry, preloads: modulePreloads });
}
