/** Where zod 4 keeps its settings (`zod/v4/core`'s `globalConfig` is this object, made if missing). */
const ZOD_SETTINGS = '__zod_globalConfig';

/**
 * Makes zod parse without `new Function`: zod would probe it to speed up parsing, and the page's strict
 * CSP (no 'unsafe-eval') reports that probe as a violation. Set through zod's global settings object, so
 * the browser entry does not import zod itself (only the chunks that validate do, later).
 */
export function parseWithoutEval(): void {
  const scope = globalThis as Record<string, unknown>;
  scope[ZOD_SETTINGS] = { ...(scope[ZOD_SETTINGS] as object | undefined), jitless: true };
}
