import { createHash } from 'node:crypto';
import { extensionOf } from './media-types';

/** SHA-256 of the bytes, hex. */
export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The public name of a source file: its hash before the extension (`vawa.jpg` → `vawa.3f9a1c2b.jpg`). */
export function fingerprintedName(sourceName: string, sha256: string): string {
  const ext = extensionOf(sourceName);
  const base = ext ? sourceName.slice(0, -(ext.length + 1)) : sourceName;
  return `${base}.${sha256.slice(0, 8)}${ext ? `.${ext}` : ''}`;
}

/** The public name of a variant of a fingerprinted original (`vawa.3f9a1c2b.jpg` → `vawa.3f9a1c2b.w480.avif`). */
export function variantName(originalFile: string, width: number, format: string): string {
  const ext = extensionOf(originalFile);
  const base = ext ? originalFile.slice(0, -(ext.length + 1)) : originalFile;
  return `${base}.w${width}.${format}`;
}
