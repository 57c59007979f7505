import { createHash } from 'node:crypto';

/** A strong ETag of the bytes: a quoted base64url SHA-1 prefix. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * True when an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 requires for
 * If-None-Match), or is `*`.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === wanted;
  });
}
