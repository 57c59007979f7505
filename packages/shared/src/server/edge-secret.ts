import { createHash, timingSafeEqual } from 'node:crypto';

/** The header in which the web edge proves that a request came through it. */
export const EDGE_SECRET_HEADER = 'x-edge-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request's `x-edge-secret` value is the configured secret, compared in constant time
 * (both sides are hashed first, so their lengths do not leak either).
 * @param sent - the header's value (absent, or repeated → false)
 * @param secret - the configured secret; absent → false
 */
export function isEdgeSecret(
  sent: string | string[] | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || typeof sent !== 'string' || sent === '') return false;
  return timingSafeEqual(digest(sent), digest(secret));
}
