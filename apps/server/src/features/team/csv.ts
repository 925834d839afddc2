import { BULK_INVITATION_MAX_ROWS } from '@nfc/contract/team';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors.ts';
import type { BulkRowInput } from './service.ts';

const COLUMNS = ['email', 'role', 'name'] as const;

/**
 * The rows of a bulk invitation file: a header naming `email` and `role` (and `name`, optional; any order, any
 * case), then one person a line. Comma or semicolon separated (spreadsheets in German locales write semicolons),
 * UTF-8 with or without a byte order mark. A file that cannot be read this way is refused whole.
 */
export function readInvitationCsv(buffer: Buffer): BulkRowInput[] {
  const text = buffer.toString('utf8');
  const lineEnd = text.indexOf('\n');
  const firstLine = lineEnd === -1 ? text : text.slice(0, lineEnd);
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // The whole file (at most BULK_INVITATION_MAX_BYTES) is read, so a row past the limit is never left out quietly.
    // With `info`, each record comes with where it was read (the library's types do not model the option).
    records = parse(text, {
      info: true,
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 4096,
    }) as unknown as typeof records;
  } catch {
    throw new AppError('BAD_REQUEST', 'team.bulkFile');
  }
  const [header, ...lines] = records;
  const columns = (header?.record ?? []).map((cell) => cell.toLowerCase());
  if (!columns.includes('email') || !columns.includes('role')) throw new AppError('BAD_REQUEST', 'team.bulkFile');
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'team.bulkEmpty');
  if (lines.length > BULK_INVITATION_MAX_ROWS) {
    throw new AppError('BAD_REQUEST', 'team.bulkTooManyRows', { params: { limit: BULK_INVITATION_MAX_ROWS } });
  }
  const at = Object.fromEntries(COLUMNS.map((column) => [column, columns.indexOf(column)]));
  const cell = (line: string[], column: (typeof COLUMNS)[number]) =>
    at[column]! >= 0 ? (line[at[column]!] ?? '') : '';
  return lines.map(({ record, info }) => ({
    // The line in the file as a text editor or spreadsheet counts it (the header is line 1).
    line: info.lines,
    email: cell(record, 'email'),
    role: cell(record, 'role'),
    name: cell(record, 'name'),
  }));
}
