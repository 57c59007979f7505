import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header with the Unix time (seconds) the request was signed at. */
export const TIMESTAMP_HEADER = 'x-firm-timestamp';
/** Header with `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">`. */
export const SIGNATURE_HEADER = 'x-firm-signature';
/** Header with the delivery id (stable across retries: receivers deduplicate on it). */
export const DELIVERY_HEADER = 'x-firm-delivery';

/** `sha256=<hex>` over `{timestamp}.{body}` with the shared secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does: recompute the signature and reject stale timestamps (replays).
 * @param toleranceSeconds - how old a signature may be
 */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(nowSeconds - timestamp) > toleranceSeconds ||
    !headers.signature
  )
    return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const received = Buffer.from(headers.signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
