/** Whether a value is a plain object (not null, not a list). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON with every object's keys sorted (PostgreSQL's jsonb keeps its own key order), so that two
 * documents' fields compare equal exactly when their values are. The studio's server lists a
 * revision's changed fields with it, the studio's diff shows them with it.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}
