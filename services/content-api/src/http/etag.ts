import { createHash } from 'node:crypto';

/** A strong ETag of the bytes: a quoted base64url SHA-1 prefix. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
}
