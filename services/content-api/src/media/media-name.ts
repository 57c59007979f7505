const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * True for a name that can only mean one file of the media store: letters, digits, `.`, `_`, `-`,
 * no leading dot and no `..` (so no traversal, encoded slash, backslash or absolute path passes).
 */
export function isSafeMediaName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/** True for a fingerprinted name (`name.<8 hex>.ext` or a variant `name.<8 hex>.w480.avif`). */
export function isFingerprinted(name: string): boolean {
  return /\.[0-9a-f]{8}(\.w\d+)?\.[a-z0-9]+$/.test(name);
}
