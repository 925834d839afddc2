/** What one CSV cell may hold. */
export type CsvValue = string | number | boolean | null | undefined;

/** Cells a spreadsheet would run as a formula (CSV injection) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, semicolon, quote or line break, inner quotes doubled;
 * text that looks like a formula is defused with a leading apostrophe (numbers are data, never formulas).
 */
export function toCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows joined with CRLF, as RFC 4180 and spreadsheet programs expect. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n');
}

/** A whole CSV file: a byte order mark (spreadsheets then read umlauts as UTF-8), CRLF line ends, a final CRLF. */
export function buildCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `\uFEFF${toCsv(rows)}\r\n`;
}
