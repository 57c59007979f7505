type TType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'string|null' | 'object|null';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Fails unless `value` has exactly the keys of `shape`, each of the given type. */
export function expectShape(value: unknown, shape: Record<string, TType>): void {
  expect(typeOf(value)).toBe('object');
  const record = value as Record<string, unknown>;
  expect(Object.keys(record).sort()).toEqual(Object.keys(shape).sort());
  for (const [key, type] of Object.entries(shape)) {
    expect([key, type.split('|').includes(typeOf(record[key]))]).toEqual([key, true]);
  }
}
