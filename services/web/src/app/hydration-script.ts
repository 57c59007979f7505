import type { TRouteState } from '../lib/site-router';
import { isRouteErrorResponse } from '../lib/site-router';
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

function serializeErrors(errors: TRouteState['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[routeId] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[routeId] = { message: error.message, __type: 'Error' };
    else out[routeId] = error;
  }
  return out;
}

function deserializeErrors(errors: unknown): TRouteState['errors'] {
  if (!errors || typeof errors !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(errors as Record<string, unknown>)) {
    const { __type: type, ...error } = (value ?? {}) as Record<string, unknown> & {
      __type?: string;
    };
    out[routeId] = type === 'Error' ? new Error(String(error['message'])) : error;
  }
  return out;
}

/** Id of the data block that carries the server's loader data to the browser. */
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
 * The data block that hands the server's loader data (and a loader's error) to the browser, which
 * hydrates the same route tree from it (`readRouteState`). It carries the page's data (e.g. the article) so
 * the browser never fetches it again.
 */
export function hydrationDataBlock(state: Pick<TRouteState, 'loaderData' | 'errors'>): string {
  return jsonDataBlock(HYDRATION_DATA_ID, {
    loaderData: state.loaderData,
    errors: serializeErrors(state.errors),
  });
}

/** The route state of the document in the browser: its data block and the address bar. */
export function readRouteState(doc: Document, location: Location): TRouteState {
  const text = doc.getElementById(HYDRATION_DATA_ID)?.textContent;
  const block = (text ? JSON.parse(text) : {}) as { loaderData?: unknown; errors?: unknown };
  return {
    location: { pathname: location.pathname, search: location.search, hash: location.hash },
    loaderData: (block.loaderData ?? {}) as Record<string, unknown>,
    errors: deserializeErrors(block.errors),
  };
}

/** The boot data block: the browser entry's URL and the chunks it imports statically. */
export function bootDataBlock(entry: string, modulePreloads: readonly string[]): string {
  return jsonDataBlock(BOOT_DATA_ID, { entry, preloads: modulePreloads });
}
