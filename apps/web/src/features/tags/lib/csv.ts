/** Cells that spreadsheet programs would run as a formula start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180 quoting), with formula-looking text defused by a leading apostrophe. */
export function toCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with CRLF line ends and a byte-order mark, so spreadsheet programs read umlauts right. */
export function buildCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}
