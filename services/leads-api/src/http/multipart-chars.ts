/** Byte classes of the HTTP/MIME grammar as busboy 1.6's lookup tables (1 = member). */

/** A lookup table over char codes 0..255: 1 for a member of the class. */
function charClass(members: string, ranges: Array<[number, number]> = []): Uint8Array {
  const table = new Uint8Array(256);
  const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  for (const char of members + alnum) table[char.charCodeAt(0)] = 1;
  for (const [from, to] of ranges) table.fill(1, from, to + 1);
  return table;
}

/** RFC 7230 tchar. */
export const TOKEN = charClass("!#$%&'*+-.^_`|~");
/** Inside a quoted-string (busboy also lets bytes 0x80-0xFF through). */
export const QDTEXT = (() => {
  const table = charClass('', [
    [9, 9],
    [32, 126],
    [128, 255],
  ]);
  table[34] = 0; // "
  table[92] = 0; // \
  return table;
})();
/** RFC 5987 charset of an extended value. */
export const CHARSET = charClass('!#$%&+-^_`{}~');
/** RFC 5987 attr-char of an extended value. */
export const EXTENDED_VALUE = charClass('!#$&+-.^_`|~');

/** field-vchar: tab, visible ASCII, space and obs-text (0x80-0xFF); no other control byte. */
export const FIELD_VCHAR = (() => {
  const table = new Uint8Array(256);
  table.fill(1, 32, 127);
  table.fill(1, 128, 256);
  table[9] = 1; // HT
  return table;
})();
