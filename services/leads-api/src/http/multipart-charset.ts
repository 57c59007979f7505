/** The charsets busboy 1.6 decodes (lib/utils.js `getDecoder`), for values and RFC 5987 parameters. */

/** How busboy decodes a charset: the ones it knows, `undefined` for any other. */
export type TCharsetDecoding = 'utf8' | 'latin1' | 'utf16le' | 'base64' | undefined;

/** busboy's `getDecoder` table (latin1 stands for every ASCII/ISO-8859-1/cp1252 alias). */
export function charsetDecoding(charset: string): TCharsetDecoding {
  switch (charset.toLowerCase()) {
    case 'utf-8':
    case 'utf8':
      return 'utf8';
    case 'latin1':
    case 'ascii':
    case 'us-ascii':
    case 'iso-8859-1':
    case 'iso8859-1':
    case 'iso88591':
    case 'iso_8859-1':
    case 'windows-1252':
    case 'iso_8859-1:1987':
    case 'cp1252':
    case 'x-cp1252':
      return 'latin1';
    case 'utf16le':
    case 'utf-16le':
    case 'ucs2':
    case 'ucs-2':
      return 'utf16le';
    case 'base64':
      return 'base64';
    default:
      return undefined;
  }
}

/** A latin1 string (one char per byte) read as UTF-8; pure ASCII is returned as is. */
export function latin1ToUtf8(value: string): string {
  for (let i = 0; i < value.length; ++i) {
    if (value.charCodeAt(i) > 127) return Buffer.from(value, 'latin1').toString('utf8');
  }
  return value;
}

/** An RFC 5987 value after %-decoding (`hasHighBytes`: a %XX above 127 was seen), as busboy. */
export function decodeExtended(
  value: string,
  charset: string,
  hasHighBytes: boolean,
): string | undefined {
  if (value.length === 0) return '';
  const decoding = charsetDecoding(charset);
  if (decoding === undefined) return undefined; // busboy fails to decode: the header is invalid
  if (decoding === 'latin1' || (decoding === 'utf8' && !hasHighBytes)) return value;
  return Buffer.from(value, 'latin1').toString(decoding);
}
