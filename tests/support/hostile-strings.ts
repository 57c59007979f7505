/**
 * What an attacker (or a hurried visitor) types into a lead form: markup, a spreadsheet formula,
 * header injection by CR/LF and by U+2028, and the punctuation a victim's safe-time note needs — and
 * what the shared sanitizer keeps of it (issue 25 §1).
 */
export const HOSTILE_NAME = `-O'Neil-Smith "><img src=x onerror=alert(1)>\r\nBcc: spy@evil.example\u2028X-Evil: 1`;

/** A message of three lines (CR LF between them, U+2028 inside the last). */
export const HOSTILE_MESSAGE = [
  '=HYPERLINK("https://evil.example","clic") <script>alert(2)</script>',
  'Llame después de las 5:30-7pm, ¿sí? Él revisa mi teléfono.',
  `"><img src=x onerror=alert(3)>\u2028Bcc: spy@evil.example`,
].join('\r\n');

/** The name as stored: apostrophe and hyphens kept, markup characters gone, one line. */
export const STORED_HOSTILE_NAME =
  "-O'Neil-Smith img srcx onerroralert1 Bcc spyevilexample X-Evil 1";

/** The message as stored: its punctuation and line breaks kept, every line break a `\n`. */
export const STORED_HOSTILE_MESSAGE = [
  'HYPERLINK("https://evil.example","clic") scriptalert(2)/script',
  'Llame después de las 5:30-7pm, ¿sí? Él revisa mi teléfono.',
  '"img srcx onerroralert(3)',
  'Bcc: spyevil.example',
].join('\n');
