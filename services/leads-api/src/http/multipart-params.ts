/**
 * Header-value grammar of multipart/form-data: `type/subtype; a=b` and `form-data; name="x"`.
 * A port of busboy 1.6's `parseContentType`/`parseDisposition` (lib/utils.js), so that a header
 * busboy rejects is rejected here too and a value it decodes is decoded the same way. Strings
 * are header bytes read as latin1, one char per byte, as busboy reads them.
 */
import { CHARSET, EXTENDED_VALUE, QDTEXT, TOKEN } from './multipart-chars';
import { decodeExtended, latin1ToUtf8 } from './multipart-charset';

const HT = 9;
const SP = 32;
const QUOTE = 34;
const PERCENT = 37;
const APOSTROPHE = 39;
const STAR = 42;
const SLASH = 47;
const SEMICOLON = 59;
const EQUALS = 61;
const BACKSLASH = 92;

/**
 * The parameters a form parser uses, with their first value (busboy keeps the first occurrence of
 * a parameter); any other parameter is checked for syntax and dropped.
 */
export type TParams = {
  /** `name` (UTF-8) of a disposition. */
  name: string | undefined;
  /** `name*` (RFC 5987, decoded) of a disposition. */
  nameExt: string | undefined;
  filename: string | undefined;
  filenameExt: string | undefined;
  /** `charset` of a content type, as written. */
  charset: string | undefined;
  /** `boundary` of a content type, as written. */
  boundary: string | undefined;
};

/** Reads a header value left to right; `at` is the next char. */
class HeaderValueReader {
  at = 0;

  constructor(private readonly str: string) {}

  /** Reads the token chars at `at` ('' when there is none). */
  token(): string {
    const start = this.at;
    while (this.at < this.str.length && TOKEN[this.str.charCodeAt(this.at)] === 1) ++this.at;
    return this.str.slice(start, this.at);
  }

  /** The char code at `at` (NaN at the end). */
  code(): number {
    return this.str.charCodeAt(this.at);
  }

  skipSpace(): void {
    while (this.code() === SP || this.code() === HT) ++this.at;
  }

  /** Reads the quoted-string opening at `at`; undefined when malformed. */
  quoted(): string | undefined {
    const str = this.str;
    let value = '';
    let i = this.at + 1;
    let valueStart = i;
    let escaping = false;
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (code === BACKSLASH) {
        if (escaping) {
          valueStart = i;
          escaping = false;
        } else {
          value += str.slice(valueStart, i);
          escaping = true;
        }
        continue;
      }
      if (code === QUOTE) {
        if (escaping) {
          valueStart = i;
          escaping = false;
          continue;
        }
        this.at = i + 1;
        return value + str.slice(valueStart, i);
      }
      if (escaping) {
        valueStart = i - 1; // busboy keeps the backslash before an ordinary char
        escaping = false;
      }
      if (QDTEXT[code] !== 1) return undefined;
    }
    return undefined; // no closing quote
  }

  /** Reads an RFC 5987 `charset'language'value` at `at`; undefined when malformed. */
  extended(): string | undefined {
    const str = this.str;
    const charsetStart = this.at;
    let i = charsetStart;
    while (i < str.length && CHARSET[str.charCodeAt(i)] === 1) ++i;
    if (i === str.length || str.charCodeAt(i) !== APOSTROPHE) return undefined;
    const charset = str.slice(charsetStart, i);
    i = str.indexOf("'", i + 1); // the language is skipped
    if (i === -1 || ++i === str.length) return undefined;
    let value = '';
    let valueStart = i;
    let hasHighBytes = false;
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (EXTENDED_VALUE[code] === 1) continue;
      if (code !== PERCENT) break;
      const byte = i + 2 < str.length ? hexByte(str.charCodeAt(i + 1), str.charCodeAt(i + 2)) : -1;
      if (byte === -1) return undefined;
      value += str.slice(valueStart, i) + String.fromCharCode(byte);
      if (byte > 127) hasHighBytes = true;
      i += 2;
      valueStart = i + 1;
    }
    this.at = i;
    return decodeExtended(value + str.slice(valueStart, i), charset, hasHighBytes);
  }

  /**
   * Reads `; name=value` parameters up to the end into `params` (names are case-insensitive).
   * Disposition parameters (`disposition`) may be RFC 5987 `name*` values and are read as UTF-8,
   * as busboy with `defParamCharset: 'utf8'` does. False when malformed.
   */
  params(params: TParams, disposition: boolean): boolean {
    for (;;) {
      this.skipSpace();
      if (this.at === this.str.length) return true;
      if (this.code() !== SEMICOLON) return false;
      ++this.at;
      this.skipSpace();
      const name = this.token().toLowerCase();
      if (this.code() !== EQUALS) return false;
      ++this.at;
      const isExtended = disposition && name.charCodeAt(name.length - 1) === STAR;
      let value: string | undefined;
      if (isExtended) value = this.extended();
      else if (this.code() === QUOTE) value = this.quoted();
      else value = this.token() || undefined;
      if (value === undefined) return false;
      if (disposition) {
        if (name === 'name') params.name ??= latin1ToUtf8(value);
        else if (name === 'name*') params.nameExt ??= value;
        else if (name === 'filename') params.filename ??= value;
        else if (name === 'filename*') params.filenameExt ??= value;
      } else if (name === 'charset') params.charset ??= value;
      else if (name === 'boundary') params.boundary ??= value;
    }
  }
}

/** The byte of two hex digit char codes, or -1. */
function hexByte(high: number, low: number): number {
  const h = hexDigit(high);
  const l = hexDigit(low);
  return h === -1 || l === -1 ? -1 : h * 16 + l;
}

function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

function emptyParams(): TParams {
  return {
    name: undefined,
    nameExt: undefined,
    filename: undefined,
    filenameExt: undefined,
    charset: undefined,
    boundary: undefined,
  };
}

/** A parsed `Content-Type`: lower-cased type and subtype, and its parameters. */
export type TContentType = { type: string; subtype: string; params: TParams };

/** Parses a `Content-Type` value as busboy does; undefined when malformed. */
export function parseContentType(str: string): TContentType | undefined {
  const reader = new HeaderValueReader(str);
  const type = reader.token();
  if (type === '' || reader.code() !== SLASH) return undefined;
  ++reader.at;
  const subtype = reader.token();
  if (subtype === '') return undefined;
  const params = emptyParams();
  if (!reader.params(params, false)) return undefined;
  return { type: type.toLowerCase(), subtype: subtype.toLowerCase(), params };
}

/** A parsed `Content-Disposition`: lower-cased type, and its parameters. */
export type TDisposition = { type: string; params: TParams };

/** Parses a `Content-Disposition` value as busboy does; undefined when malformed. */
export function parseDisposition(str: string): TDisposition | undefined {
  if (str.length === 0) return undefined;
  const reader = new HeaderValueReader(str);
  const type = reader.token().toLowerCase();
  const params = emptyParams();
  return reader.params(params, true) ? { type, params } : undefined;
}
