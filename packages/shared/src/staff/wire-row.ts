/**
 * A database row as the staff API carries it: one casing (camelCase) and times as ISO strings. The
 * answer's types are derived from the rows' own types (the stored lead's from `ZStoredLeadSchema`), so a
 * column added to the table reaches the page with its type, never as `unknown`.
 */

/** A snake_case name in camelCase: `received_at` → `receivedAt`. */
export type TCamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<TCamelCase<Tail>>}`
  : S;

/** A column's value on the wire: a time becomes its ISO string (null stays null). */
type TWireValue<V> = V extends Date ? string : V;

/** A row's keys in camelCase, its times as ISO strings. */
export type TWireRow<Row> = {
  [K in keyof Row as TCamelCase<K & string>]: TWireValue<Row[K]>;
};

const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());

/**
 * A row as the wire carries it: its keys in camelCase, every Date as its ISO string; nested objects
 * (a jsonb column) are kept as they are.
 * @param row - a row as node-postgres read it
 */
export function toWireRow<Row extends object>(row: Row): TWireRow<Row> {
  const wire: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    wire[camelCase(name)] = value instanceof Date ? value.toISOString() : value;
  }
  // the keys and values were mapped exactly as TWireRow maps their types
  return wire as TWireRow<Row>;
}
