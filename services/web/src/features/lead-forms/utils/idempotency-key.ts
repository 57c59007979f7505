/** What {@link newIdempotencyKey} needs: any `crypto` with getRandomValues (browser or Node). */
export type TRandomSource = { getRandomValues(array: Uint8Array): Uint8Array };

/**
 * A random UUID v4 naming one rendered form instance, so a double click or a retried request stores one
 * lead. Built from getRandomValues because `crypto.randomUUID` only exists on secure origins, and visitors
 * may reach a staging site over plain http.
 * @param random - the random source (the global `crypto` by default)
 */
export function newIdempotencyKey(random: TRandomSource = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID (the shape leads-api accepts as an idempotency key).
 * @param value - any value, e.g. a hidden input's value
 */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
