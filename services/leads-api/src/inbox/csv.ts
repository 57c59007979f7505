/** The byte-order mark that makes Excel read a CSV file as UTF-8 (accents shown right). */
export const UTF8_BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet (CSV / formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a value that a spreadsheet would run as a formula gets a leading apostrophe (OWASP's
 * advice), then the cell is quoted when it holds a quote, a comma, a line break or starts with one.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 and Excel want). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
