/**
 * Path patterns: literal text with `:name` placeholders, a placeholder standing for one path segment
 * or the rest of one (`/en/as-seen-live-with-:name`).
 */

/** The parameter names of a pattern, as a union type: `'/blog/:slug'` → `'slug'`. */
export type TPatternParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | TPatternParams<Tail>
    : Rest
  : never;

/** A compiled pattern: its regular expression and parameter names in order. */
export type TCompiledPattern = { readonly regex: RegExp; readonly names: readonly string[] };

const PLACEHOLDER = /:([A-Za-z][A-Za-z0-9]*)/g;

/**
 * Compiles a pattern to an anchored regular expression; each placeholder matches one or more characters
 * other than '/'.
 * @param pattern - e.g. '/abogados/:slug'
 */
export function compilePattern(pattern: string): TCompiledPattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of pattern.matchAll(PLACEHOLDER)) {
    source += escapeRegex(pattern.slice(last, found.index)) + '([^/]+)';
    names.push(found[1] as string);
    last = found.index + found[0].length;
  }
  source += escapeRegex(pattern.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}

/**
 * The parameter names of a pattern at run time.
 * @param pattern - a route pattern
 */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].map((found) => found[1] as string);
}

/**
 * Fills a pattern's placeholders with URL-encoded values.
 * @param pattern - a route pattern
 * @param params - one non-empty value per placeholder
 * @throws Error when a value is missing or empty
 */
export function fillPattern(
  pattern: string,
  params: Readonly<Record<string, string>> = {},
): string {
  return pattern.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`Route ${pattern} needs a non-empty '${name}' parameter`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * Matches a path against a compiled pattern and returns the decoded parameters, or null when it does not
 * match (or a parameter is not valid percent-encoding).
 * @param compiled - from compilePattern
 * @param path - the path to test (no query string)
 */
export function execPattern(
  compiled: TCompiledPattern,
  path: string,
): Record<string, string> | null {
  const found = compiled.regex.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  try {
    compiled.names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1] as string);
    });
  } catch {
    return null;
  }
  return params;
}

/**
 * Orders patterns so the most specific wins: static patterns first, then more literal text first.
 * @param pattern - a route pattern
 */
export function patternSpecificity(pattern: string): number {
  const literal = pattern.replace(PLACEHOLDER, '').length;
  return (patternParams(pattern).length === 0 ? 10_000 : 0) + literal;
}

/**
 * Every path of a pattern whose parameters all have a fixed list of values; a static pattern gives
 * itself, a pattern with a free parameter gives nothing.
 * @param pattern - a route pattern
 * @param allowed - the values each parameter may take
 */
export function expandPattern(
  pattern: string,
  allowed: Readonly<Record<string, readonly string[]>>,
): string[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of patternParams(pattern)) {
    const values = allowed[name] ?? [];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  }
  return combos.map((combo) => fillPattern(pattern, combo));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
